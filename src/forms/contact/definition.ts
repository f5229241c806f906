import type { LeadForm } from '../leadForm'

/** /contact: a message, answered by a thank-you page. */
export const contactForm = {
  origin: 'contact',
  label: 'Contact',
  version: 'contact-2026-12',
  initialValues: { name: '', email: '', phone: '', postalCode: '', message: '' },
  loadSchema: async () => (await import('./schema')).contactSchema,
  successEvent: 'contact_form_success',
  answerLabels: { message: 'Message' },
  answerWords: {},
  pages: { form: '/contact', thanks: '/contact/merci' },
} satisfies LeadForm
