import type { PageSeed } from './types'

export const landingBudget: PageSeed = {
  slug: 'landing/budget',
  title: 'Estimez le budget de vos combles',
  meta: {
    title: 'Estimez le budget de vos combles | Combles & Extensions du Nord',
    description:
      'Configurez votre projet (surface, finitions, contraintes) et recevez un devis détaillé sous {delai-devis} après la visite, gratuit et sans engagement.',
  },
  layout: () => [{ blockType: 'form', form: 'devis-configurateur', frame: 'page' }],
}
