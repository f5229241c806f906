import type { PageSeed } from './types'

export const optimisationEspace: PageSeed = {
  slug: 'optimisation-espace',
  title: 'Optimisation de l’espace',
  meta: {
    title: 'Optimisation de l’espace | Combles & Extensions du Nord',
    description: 'Combien de mètres carrés pouvez-vous gagner ? Analyse gratuite de votre espace : surface, pièces, plus-value et délai.',
  },
  layout: () => [
    {
      blockType: 'pageIntro',
      eyebrow: 'Gratuit · 4 minutes',
      title: 'Optimisez chaque mètre carré de votre maison',
      intro:
        'Dites-nous comment vous vivez aujourd’hui et ce qu’il vous manque : nous estimons la surface à gagner, la plus-value et le délai.',
      button: { label: 'Analyser mon espace', href: '/optimisation-espace/form', icon: 'arrow' },
    },
    {
      blockType: 'iconCards',
      title: 'Ce que l’analyse vous apporte',
      columns: '4',
      cards: [
        {
          title: 'Des m² en plus',
          description: 'Nous repérons la surface exploitable sous vos toits ou autour de votre maison.',
          icon: 'ruler',
        },
        {
          title: 'Un plan pensé pour vous',
          description: 'Chambres, bureau, suite parentale : l’espace suit votre façon de vivre.',
          icon: 'lightbulb',
        },
        {
          title: '{plus-value} de valeur en moyenne',
          description: 'Chaque mètre carré habitable créé valorise votre bien.',
          icon: 'trendingUp',
        },
        {
          title: 'Gratuit et rapide',
          description: 'Quatre minutes de questions, une estimation immédiate, sans engagement.',
          icon: 'sparkles',
        },
      ],
      link: { label: 'Commencer maintenant', href: '/optimisation-espace/form', icon: 'arrow' },
    },
  ],
}
