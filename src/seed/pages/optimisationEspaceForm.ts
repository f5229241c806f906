import type { PageSeed } from './types'

export const optimisationEspaceForm: PageSeed = {
  slug: 'optimisation-espace/form',
  title: 'Optimiser mon espace : le formulaire',
  meta: {
    title: 'Optimiser mon espace : le formulaire | Combles & Extensions du Nord',
    description: 'Décrivez votre espace actuel et vos envies : nous estimons la surface à gagner, la plus-value et le délai.',
  },
  layout: () => [
    { blockType: 'pageIntro', eyebrow: 'Gratuit · 4 minutes', title: 'Décrivez votre espace' },
    { blockType: 'form', form: 'optimisation-espace', frame: 'card' },
  ],
}
