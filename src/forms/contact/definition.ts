import type { LeadFormDefinition } from '../leadForm'
import { contactSchema } from './schema'

/** /contact: a message, answered by a thank-you page. */
export const contactForm = {
  origin: 'contact',
  label: 'Contact',
  version: 'contact-2026-11',
  schema: contactSchema,
  successEvent: 'contact_form_success',
  answerLabels: { message: 'Message' },
  answerWords: {},
  pages: { form: '/contact', thanks: '/contact/merci' },
} satisfies LeadFormDefinition
