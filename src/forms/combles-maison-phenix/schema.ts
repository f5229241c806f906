import { z } from 'zod/mini'
import { contactFields, postalCodeField } from '../shared/contactFields'

/** The short form of the Phénix landing page; the project and the source are fixed. */
export const phenixSchema = z.strictObject({
  ...contactFields,
  postalCode: postalCodeField,
  projectType: z._default(z.literal('Aménagement de combles maison Phénix'), 'Aménagement de combles maison Phénix'),
  source: z._default(z.literal('landing-phenix'), 'landing-phenix'),
})
export type PhenixAnswers = z.infer<typeof phenixSchema>
