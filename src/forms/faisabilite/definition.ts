import type { LeadForm } from '../leadForm'

/** /faisabilite: the 4-step feasibility wizard, then its results. */
export const feasibilityForm = {
  origin: 'faisabilite',
  label: 'Faisabilité',
  version: 'faisabilite-2026-11',
  initialValues: { location: '', height: '', timeline: '', name: '', email: '', phone: '', postalCode: '' },
  loadSchema: async () => (await import('./schema')).feasibilitySchema,
  successEvent: 'faisabilite_form_success',
  savedAnswers: 'faisabilite-form-data',
  answerLabels: {
    projectType: 'Type de projet',
    propertyType: 'Type de bien',
    timeline: 'Délai',
    roofType: 'Type de toiture',
    height: 'Hauteur sous faîtage',
    location: 'Localisation',
    surface: 'Surface',
  },
  answerWords: {},
  pages: { form: '/faisabilite', results: '/faisabilite/resultats' },
} satisfies LeadForm
