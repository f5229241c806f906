import { z } from 'zod/mini'
import { contactFields, messageField } from '../shared/contactFields'

export const contactSchema = z.strictObject({ ...contactFields, message: messageField })
export type ContactAnswers = z.infer<typeof contactSchema>
