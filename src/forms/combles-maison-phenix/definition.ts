import type { LeadForm } from '../leadForm'

/** The short form of the Phénix landing page, then a thank-you page. */
export const phenixForm = {
  origin: 'combles-maison-phenix',
  label: 'Combles maison Phénix',
  version: 'combles-maison-phenix-2026-11',
  initialValues: { name: '', email: '', phone: '', postalCode: '' },
  loadSchema: async () => (await import('./schema')).phenixSchema,
  successEvent: 'phenix_form_success',
  answerLabels: {
    projectType: 'Type de projet',
    source: 'Source',
  },
  answerWords: {},
  pages: { form: '/amenagement-combles-maison-phenix', thanks: '/amenagement-combles-maison-phenix/merci' },
} satisfies LeadForm
