import type { PageSeed } from './types'

export const etudeGratuite: PageSeed = {
  slug: 'etude-gratuite',
  title: 'Étude gratuite de votre projet',
  meta: {
    title: 'Étude gratuite de votre projet | Combles & Extensions du Nord',
    description:
      'Combles, extension, véranda ou fenêtres de toit : décrivez votre projet en 5 minutes et recevez une étude personnalisée, gratuite et sans engagement.',
  },
  layout: () => [
    {
      blockType: 'pageIntro',
      eyebrow: 'Gratuit et sans engagement',
      title: 'Votre étude personnalisée en 5 minutes',
      intro:
        'Quelques questions sur votre projet : un expert prépare votre étude et vous remet un devis détaillé sous {delai-devis} après la visite.',
    },
    { blockType: 'form', form: 'etude-gratuite', frame: 'card' },
  ],
}
