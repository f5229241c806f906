import { z } from 'zod/mini'
import { contactFields, messageField, postalCodeField } from '../shared/contactFields'

/** The postal code gives the message to the salesperson of its département. */
export const contactSchema = z.strictObject({ ...contactFields, postalCode: postalCodeField, message: messageField })
export type ContactAnswers = z.infer<typeof contactSchema>
