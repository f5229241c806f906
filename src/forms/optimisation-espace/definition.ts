import type { LeadForm } from '../leadForm'

/** /optimisation-espace/form, presented by /optimisation-espace, then its results. */
export const optimisationForm = {
  origin: 'optimisation-espace',
  label: 'Optimisation espace',
  version: 'optimisation-espace-2026-11',
  initialValues: { roomType: [], constraints: '', name: '', email: '', phone: '', postalCode: '' },
  loadSchema: async () => (await import('./schema')).optimisationSchema,
  successEvent: 'optimisation_espace_form_success',
  savedAnswers: 'espace-ia-form-data',
  answerLabels: {
    projectType: 'Type de projet',
    currentSpace: 'Surface actuelle',
    desiredSpace: 'Surface souhaitée',
    roomType: 'Pièces souhaitées',
    constraints: 'Contraintes',
  },
  answerWords: {},
  pages: { intro: '/optimisation-espace', form: '/optimisation-espace/form', results: '/optimisation-espace/resultats' },
} satisfies LeadForm
