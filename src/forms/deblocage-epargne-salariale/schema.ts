import { z } from 'zod/mini'
import { choice, contactFields, messageField, postalCodeField } from '../shared/contactFields'
import { savingsProjectTypes, peeAnswers } from './choices'

/** /deblocage-epargne-salariale/form. */
export const savingsReleaseSchema = z.strictObject({
  ...contactFields,
  postalCode: postalCodeField,
  projectType: choice(savingsProjectTypes),
  usePEE: choice(peeAnswers),
  message: messageField,
})
export type SavingsReleaseAnswers = z.infer<typeof savingsReleaseSchema>
