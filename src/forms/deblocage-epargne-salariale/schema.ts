import { z } from 'zod/mini'
import { choice, contactFields, messageField, postalCodeField } from '../shared/contactFields'

export const savingsProjectTypes = ['combles', 'extension', 'veranda', 'fenetre'] as const
export const peeAnswers = ['oui', 'non', 'ne-sais-pas'] as const

/** /deblocage-epargne-salariale/form. */
export const savingsReleaseSchema = z.strictObject({
  ...contactFields,
  postalCode: postalCodeField,
  projectType: choice(savingsProjectTypes),
  usePEE: choice(peeAnswers),
  message: messageField,
})
export type SavingsReleaseAnswers = z.infer<typeof savingsReleaseSchema>
