import { z } from 'zod'
import { contactFields, postalCodeField } from '../shared/contactFields'

/** The short form of the Phénix landing page; the project and the source are fixed. */
export const phenixSchema = z.strictObject({
  ...contactFields,
  postalCode: postalCodeField,
  projectType: z.literal('Aménagement de combles maison Phénix').default('Aménagement de combles maison Phénix'),
  source: z.literal('landing-phenix').default('landing-phenix'),
})
export type PhenixAnswers = z.infer<typeof phenixSchema>
