import type { PageSeed } from './types'
import { texts } from './types'

export const installationFenetreDeToit: PageSeed = {
  slug: 'installation-fenetre-de-toit-velux',
  title: 'Installation de fenêtres de toit',
  meta: {
    title: 'Installation de fenêtre de toit par un installateur expert | Combles & Extensions du Nord',
    description:
      'Pose et remplacement de fenêtres de toit par un installateur expert certifié : +30% de lumière, Uw 1.3, garantie 10 ans, pose en une journée.',
  },
  layout: ({ media }) => [
    {
      blockType: 'hero',
      eyebrow: 'Installateur expert certifié',
      title: 'Installation de fenêtres de toit',
      intro:
        'Pose neuve ou remplacement, en une journée dans la plupart des cas : nos poseurs certifiés par la marque installent votre fenêtre de toit avec ses raccords d’étanchéité, ses finitions intérieures et ses accessoires.',
      primary: { label: 'Demander mon devis gratuit', href: '/etude-gratuite' },
      secondary: { label: 'Voir nos réalisations', href: '/plans-et-inspirations?service=fenetre-de-toit' },
      trust: texts(['Installateur expert certifié', 'Garantie 10 ans', 'Pose en une journée']),
      image: media('projet-2-galerie-4.webp'),
    },
    {
      blockType: 'products',
      eyebrow: 'La gamme',
      title: 'Trois modèles pour chaque pièce',
      anchor: 'range-models',
      products: [
        {
          image: media('produit-fenetre-rotation.webp'),
          title: 'Fenêtre à rotation',
          description: 'Le modèle le plus posé : ouverture par la barre en partie haute, idéale au-dessus d’un meuble.',
          features: texts(['Vitrage isolant Uw 1,3', 'Aération fermée', 'Nettoyage facile de l’extérieur']),
        },
        {
          image: media('produit-fenetre-projection.webp'),
          title: 'Fenêtre à projection',
          description: 'Ouverture vers l’extérieur pour une vue dégagée, sans obstacle dans la pièce.',
          features: texts(['Vue panoramique', 'Poignée en partie basse', 'Position de nettoyage']),
          highlight: 'Le plus populaire',
        },
        {
          image: media('produit-fenetre-solaire.webp'),
          title: 'Fenêtre motorisée solaire',
          description: 'Ouverture et fermeture à distance, capteur de pluie, sans câble à tirer.',
          features: texts(['Alimentation solaire', 'Fermeture automatique sous la pluie', 'Télécommande murale']),
        },
      ],
    },
    {
      blockType: 'figures',
      tone: 'tint',
      eyebrow: 'Pourquoi nous choisir',
      title: 'La pose par un installateur expert',
      anchor: 'roof-stats',
      figures: [
        { value: '+30%', label: 'de lumière naturelle' },
        { value: 'Uw 1.3', label: 'coefficient d’isolation' },
        { value: '10 ans', label: 'de garantie' },
        { value: '1 jour', label: 'de pose en moyenne' },
      ],
    },
    {
      blockType: 'iconCards',
      eyebrow: 'Accessoires',
      title: 'Complétez votre fenêtre de toit',
      anchor: 'accessories',
      columns: '3',
      cards: [
        {
          title: 'Volet roulant',
          description: 'Occultation totale, isolation renforcée et protection contre la grêle.',
          image: media('produit-volet-roulant.webp'),
        },
        {
          title: 'Store occultant',
          description: 'Le noir complet dans une chambre, même en plein été.',
          image: media('produit-store-occultant.webp'),
        },
        {
          title: 'Store pare-soleil extérieur',
          description: 'Bloque la chaleur avant qu’elle n’atteigne le vitrage.',
          image: media('produit-store-exterieur.webp'),
        },
      ],
    },
    {
      blockType: 'testimonials',
      mode: 'service',
      tone: 'tint',
      eyebrow: 'Avis clients',
      title: 'Ils ont fait poser leurs fenêtres de toit',
      anchor: 'service-testimonials',
      service: 'fenetre-de-toit',
      count: 3,
    },
    {
      blockType: 'callToAction',
      title: 'Plus de lumière sous vos toits',
      intro: 'Devis détaillé sous {delai-devis} après la visite, gratuit et sans engagement.',
      primary: { label: 'Demander mon devis gratuit', href: '/etude-gratuite' },
      secondary: { label: 'Voir nos réalisations', href: '/plans-et-inspirations?service=fenetre-de-toit' },
    },
  ],
}
