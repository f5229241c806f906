import type { TextFieldSingleValidation } from 'payload'
import { messages } from '@/forms/shared/contactFields'
import { isPhoneNumber } from '@/rules/phoneNumber'

/**
 * The lead's phone follows the forms' own rule (`isPhoneNumber`), so a number the staff type in is one a
 * form would have taken. The phone stays optional, and only a new or changed number is checked: a lead
 * stored before the rule keeps its number, and its status, owner or next action still update. The
 * message is the forms' French one.
 */
export const validateLeadPhone: TextFieldSingleValidation = (value, { operation, previousValue }) => {
  if (typeof value !== 'string' || value.trim() === '') return true
  if (operation === 'update' && value === previousValue) return true
  return isPhoneNumber(value) || messages.phone
}
