import type { PageSeed } from './types'
import { texts } from './types'

export const extensionMaison: PageSeed = {
  slug: 'extension-maison',
  title: 'Extension de maison',
  meta: {
    title: 'Extension de maison : plain-pied, surélévation, ossature bois | Combles & Extensions du Nord',
    description:
      'Agrandissez votre maison de 40 m² en moyenne : extension de plain-pied, surélévation ou ossature bois, démarches d’urbanisme incluses. Étude gratuite.',
  },
  layout: ({ media }) => [
    {
      blockType: 'hero',
      eyebrow: 'Extension de maison',
      title: 'Agrandissez votre maison, sans déménager',
      intro:
        'Extension de plain-pied, surélévation ou extension à ossature bois : nous concevons et construisons une pièce de plus qui se fond dans votre maison. En moyenne +40 m² et {plus-value} de plus-value.',
      primary: { label: 'Demander mon étude gratuite', href: '/etude-gratuite' },
      secondary: { label: 'Voir nos réalisations', href: '/plans-et-inspirations?service=extension' },
      trust: texts(['Démarches d’urbanisme incluses', 'Garantie décennale', 'Un interlocuteur unique']),
      image: media('produit-extension-ossature-bois.webp'),
    },
    {
      blockType: 'iconCards',
      eyebrow: 'Trois solutions',
      title: 'Quelle extension pour votre maison ?',
      columns: '3',
      cards: [
        {
          title: 'Extension de plain-pied',
          description: 'Un séjour agrandi, une cuisine ouverte ou une chambre au rez-de-chaussée.',
          icon: 'home',
          features: texts(['Fondations et dalle', 'Baies vitrées', 'Raccord invisible']),
        },
        {
          title: 'Surélévation',
          description: 'Un étage de plus quand le terrain est petit ou que les règles d’urbanisme l’exigent.',
          icon: 'layers',
          features: texts(['Étude de structure', 'Nouvelle toiture', 'Escalier intégré']),
        },
        {
          title: 'Extension ossature bois',
          description: 'Un chantier rapide, sec et performant, avec une excellente isolation.',
          icon: 'building',
          features: texts(['Préfabrication en atelier', 'Bardage au choix', 'Chantier propre']),
        },
      ],
    },
    {
      blockType: 'iconCards',
      tone: 'tint',
      eyebrow: 'Avantages',
      title: 'Les bonnes raisons d’agrandir',
      columns: '4',
      cards: [
        { title: '+40 m² en moyenne', description: 'La surface moyenne que nos clients ajoutent à leur maison.', icon: 'ruler' },
        {
          title: '{plus-value} de plus-value en moyenne',
          description: 'Une extension bien conçue valorise durablement votre bien.',
          icon: 'trendingUp',
        },
        { title: 'Budget maîtrisé', description: 'Un prix ferme et détaillé, sans supplément en cours de chantier.', icon: 'euro' },
        { title: 'Plus de lumière', description: 'De grandes ouvertures pensées selon l’orientation de votre terrain.', icon: 'sun' },
      ],
    },
    {
      blockType: 'checklist',
      eyebrow: 'Nos engagements',
      title: 'Des garanties à chaque étape',
      display: 'pills',
      items: texts(['RGE Qualibat', 'Garantie décennale', 'Garantie de parfait achèvement 1 an', 'Assurance dommages-ouvrage']),
    },
    {
      blockType: 'processSteps',
      tone: 'tint',
      eyebrow: 'Notre méthode',
      title: 'Votre extension en quatre étapes',
      anchor: 'extension-process',
      steps: [
        { title: 'Étude du projet', description: 'Visite, relevés, faisabilité et premières esquisses.', duration: '7 jours' },
        { title: 'Conception', description: 'Plans, vues 3D, choix des matériaux et devis définitif.', duration: '14-21 jours' },
        {
          title: 'Permis et autorisations',
          description: 'Nous montons et déposons le dossier d’urbanisme pour vous.',
          duration: '60 jours',
        },
        { title: 'Travaux', description: 'Du terrassement aux finitions, par nos équipes.', duration: '60-120 jours' },
      ],
    },
    {
      blockType: 'testimonials',
      mode: 'service',
      eyebrow: 'Témoignages',
      title: 'Ils ont agrandi leur maison avec nous',
      service: 'extension',
      count: 3,
    },
    {
      blockType: 'callToAction',
      title: 'Un projet d’extension ?',
      intro: 'Recevez une étude gratuite et un devis détaillé sous {delai-devis} après la visite, sans engagement.',
      primary: { label: 'Demander mon étude gratuite', href: '/etude-gratuite' },
      secondary: { label: 'Nous contacter', href: '/contact' },
    },
  ],
}
