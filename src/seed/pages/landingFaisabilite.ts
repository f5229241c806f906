import type { PageSeed } from './types'

export const landingFaisabilite: PageSeed = {
  slug: 'landing/faisabilite',
  title: 'Analyse de faisabilité de vos combles',
  meta: {
    title: 'Analyse de faisabilité de vos combles | Combles & Extensions du Nord',
    description: 'Vérifiez en six questions si vos combles sont aménageables : faisabilité, valorisation, budget et délai.',
  },
  layout: () => [{ blockType: 'form', form: 'landing-faisabilite', frame: 'page' }],
}
