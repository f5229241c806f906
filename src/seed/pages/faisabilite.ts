import type { PageSeed } from './types'

export const faisabilite: PageSeed = {
  slug: 'faisabilite',
  title: 'Analyse de faisabilité gratuite',
  meta: {
    title: 'Analyse de faisabilité gratuite | Combles & Extensions du Nord',
    description:
      'Vos combles sont-ils aménageables ? Analyse de faisabilité gratuite en 2 minutes : potentiel, plus-value, budget et délai.',
  },
  layout: () => [
    { blockType: 'pageIntro', eyebrow: 'Gratuit · 2 minutes', title: 'Analyse de faisabilité de votre projet' },
    { blockType: 'form', form: 'faisabilite', frame: 'card' },
  ],
}
