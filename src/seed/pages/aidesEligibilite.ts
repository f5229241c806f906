import type { PageSeed } from './types'

export const aidesEligibilite: PageSeed = {
  slug: 'aides-eligibilite',
  title: 'Test d’éligibilité aux aides',
  meta: {
    title: 'Test d’éligibilité aux aides | Combles & Extensions du Nord',
    description:
      'MaPrimeRénov’, Prime Énergie, éco-PTZ, TVA à 5,5 %, chèque énergie : découvrez en 3 minutes les aides auxquelles votre projet a droit.',
  },
  layout: () => [
    {
      blockType: 'pageIntro',
      eyebrow: 'Subventions · 3 minutes',
      title: 'À quelles aides avez-vous droit ?',
      intro:
        'Cinq questions pour estimer les aides de votre projet de rénovation : jusqu’à {aides-max} d’aides directes pour {aides-surface} isolés, et un éco-prêt à taux zéro.',
    },
    { blockType: 'form', form: 'aides-eligibilite', frame: 'card' },
  ],
}
