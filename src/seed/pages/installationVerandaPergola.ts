import type { PageSeed } from './types'
import { texts } from './types'

export const installationVerandaPergola: PageSeed = {
  slug: 'installation-veranda-et-pergola',
  title: 'Vérandas et pergolas sur mesure',
  meta: {
    title: 'Véranda et pergola bioclimatique sur mesure | Combles & Extensions du Nord',
    description:
      'Véranda traditionnelle ou moderne, pergola bioclimatique : conception et pose sur mesure en aluminium, PVC ou bois dans le nord de la France.',
  },
  layout: ({ media }) => [
    {
      blockType: 'hero',
      eyebrow: 'Sur mesure',
      title: 'Vérandas et pergolas sur mesure',
      intro:
        'Une pièce de vie baignée de lumière ou une terrasse protégée du soleil et de la pluie : nous concevons et posons votre véranda ou votre pergola bioclimatique, dessinée pour votre maison. Une véranda valorise votre bien : {plus-value} en moyenne.',
      primary: { label: 'Demander mon étude gratuite', href: '/etude-gratuite' },
      secondary: { label: 'Voir nos réalisations', href: '/plans-et-inspirations?service=veranda-pergola' },
      trust: texts(['Fabrication sur mesure', 'Garantie décennale', 'Démarches d’urbanisme incluses']),
      image: media('produit-veranda-aluminium.webp'),
    },
    {
      blockType: 'iconCards',
      eyebrow: 'Nos solutions',
      title: 'Véranda ou pergola ?',
      columns: '3',
      cards: [
        {
          title: 'Véranda traditionnelle',
          description: 'Toiture en pente, soubassement maçonné : le charme d’une pièce en plus, dans le style de la maison.',
          icon: 'warehouse',
          features: texts(['Toiture vitrée ou isolée', 'Soubassement assorti', '25 m² en moyenne']),
        },
        {
          title: 'Véranda moderne',
          description: 'Toit plat, grandes baies coulissantes et lignes épurées pour prolonger le séjour.',
          icon: 'sun',
          features: texts(['Toit plat avec puits de lumière', 'Baies à galandage', 'Profilés fins']),
        },
        {
          title: 'Pergola bioclimatique',
          description: 'Des lames orientables pour régler soleil, ombre et ventilation, et rester à l’abri de la pluie.',
          icon: 'wind',
          features: texts(['Lames orientables motorisées', 'Évacuation des eaux intégrée', 'Éclairage LED en option']),
        },
      ],
    },
    {
      blockType: 'iconCards',
      tone: 'tint',
      eyebrow: 'Avantages',
      title: 'Une pièce de plus, ouverte sur le jardin',
      columns: '4',
      cards: [
        {
          title: '{plus-value} de valeur en moyenne',
          description: 'Une véranda bien intégrée valorise durablement votre maison.',
          icon: 'trendingUp',
        },
        { title: 'Le jardin toute l’année', description: 'Profitez de l’extérieur de mars à novembre, à l’abri.', icon: 'flower' },
        { title: 'Confort thermique', description: 'Vitrages à isolation renforcée et protection solaire.', icon: 'thermometer' },
        { title: 'Prix ferme', description: 'Un devis détaillé et sans surprise, pose comprise.', icon: 'euro' },
      ],
    },
    {
      blockType: 'products',
      eyebrow: 'Matériaux',
      title: 'Aluminium, PVC ou bois',
      anchor: 'materials',
      products: [
        {
          image: media('produit-veranda-aluminium.webp'),
          title: 'Aluminium',
          description: 'Le matériau le plus choisi : fin, solide et sans entretien.',
          features: texts(['Profilés fins, grandes surfaces vitrées', 'Toutes les couleurs', 'Aucun entretien']),
        },
        {
          image: media('produit-veranda-pvc.webp'),
          title: 'PVC',
          description: 'Une solution économique et très isolante.',
          features: texts(['Excellent isolant thermique', 'Budget maîtrisé', 'Facile à nettoyer']),
        },
        {
          image: media('produit-veranda-bois.webp'),
          title: 'Bois',
          description: 'Chaleureux et naturel, idéal pour les maisons de caractère.',
          features: texts(['Matériau biosourcé', 'S’intègre aux maisons anciennes', 'Isolant naturel']),
        },
      ],
    },
    {
      blockType: 'testimonials',
      mode: 'service',
      tone: 'tint',
      eyebrow: 'Témoignages',
      title: 'Ils profitent de leur véranda ou de leur pergola',
      service: 'veranda-pergola',
      count: 3,
    },
    {
      blockType: 'callToAction',
      title: 'Imaginons votre véranda',
      intro: 'Un conseiller étudie votre projet et vous envoie un devis détaillé sous {delai-devis} après la visite.',
      primary: { label: 'Demander mon étude gratuite', href: '/etude-gratuite' },
      secondary: { label: 'Voir nos réalisations', href: '/plans-et-inspirations?service=veranda-pergola' },
    },
  ],
}
