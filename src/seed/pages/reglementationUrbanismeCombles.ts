import type { PageSeed } from './types'
import { texts } from './types'

export const reglementationUrbanismeCombles: PageSeed = {
  slug: 'reglementation-urbanisme-combles',
  title: 'Réglementation et urbanisme',
  meta: {
    title: 'Réglementation et urbanisme des combles : déclaration préalable, permis | Combles & Extensions du Nord',
    description:
      'Déclaration préalable ou permis de construire pour vos combles : nous analysons le PLU, montons le dossier, le déposons en mairie et suivons l’instruction.',
  },
  layout: ({ media }) => [
    {
      blockType: 'hero',
      eyebrow: 'Conseils',
      title: 'Réglementation et urbanisme : nous nous occupons de tout',
      intro:
        'Déclaration préalable sous 20 m² (40 m² en zone urbaine d’un PLU), permis de construire au-delà : nos chargés d’affaires montent et déposent votre dossier, et le suivent jusqu’à l’accord.',
      secondary: { label: 'Voir nos réalisations', href: '/plans-et-inspirations?service=combles' },
      image: media('projet-9-apres.webp'),
    },
    {
      blockType: 'iconCards',
      eyebrow: 'Inclus dans votre projet',
      title: 'Cinq services compris',
      columns: '3',
      cards: [
        {
          title: 'Analyse des règles locales',
          description: 'Lecture du PLU, des servitudes et des contraintes de votre parcelle.',
          icon: 'landmark',
        },
        {
          title: 'Plans et relevés',
          description: 'Plans de situation, de masse, de coupe et de façades réalisés par nos soins.',
          icon: 'ruler',
        },
        {
          title: 'Constitution du dossier',
          description: 'Formulaires Cerfa, notice descriptive, photos et insertion paysagère.',
          icon: 'fileText',
        },
        {
          title: 'Dépôt en mairie',
          description: 'Nous déposons le dossier complet et vous remettons le récépissé.',
          icon: 'clipboardCheck',
        },
        {
          title: 'Suivi de l’instruction',
          description: 'Réponse aux demandes de pièces complémentaires jusqu’à la décision.',
          icon: 'messages',
        },
      ],
    },
    {
      blockType: 'processSteps',
      tone: 'tint',
      eyebrow: 'Calendrier',
      title: 'De l’analyse à l’autorisation',
      anchor: 'planning-timeline',
      steps: [
        { title: 'Analyse', description: 'Étude du PLU et du type d’autorisation nécessaire.', duration: '2-3 jours' },
        { title: 'Dossier', description: 'Plans, pièces graphiques et formulaires.', duration: '1 semaine' },
        { title: 'Dépôt', description: 'Dépôt en mairie et récépissé.', duration: '1 jour' },
        { title: 'Instruction', description: 'Délai légal d’instruction par la mairie.', duration: '1-2 mois' },
        { title: 'Accord et affichage', description: 'Affichage sur le terrain, puis démarrage des travaux.' },
      ],
    },
    {
      blockType: 'checklist',
      eyebrow: 'Nos engagements',
      title: 'Ce que nous vous garantissons',
      anchor: 'assurances',
      display: 'rows',
      items: texts([
        'Un dossier complet du premier coup, pour éviter les demandes de pièces',
        'Aucun frais de dossier facturé en plus de votre devis',
        'Des plans conformes aux règles de votre commune',
        'Un interlocuteur unique jusqu’à la décision de la mairie',
        'Les travaux démarrent uniquement une fois l’autorisation obtenue',
      ]),
    },
    {
      blockType: 'callToAction',
      title: 'Votre projet nécessite-t-il un permis ?',
      intro: 'Décrivez-le nous : nous vous disons quelle autorisation demander et nous nous en chargeons.',
      primary: { label: 'Demander mon étude gratuite', href: '/etude-gratuite' },
      secondary: { label: 'Poser une question', href: '/contact' },
    },
  ],
}
