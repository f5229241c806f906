import type { EmailFieldValidation } from 'payload'
import { messages } from '@/forms/shared/contactFields'
import { isEmailAddress } from '@/rules/emailAddress'

/**
 * The lead's e-mail follows the forms' own rule (`isEmailAddress`), so every lead a form stored is one
 * the collection accepts, and staff updates of its status, owner or next action never fail on it. Only a
 * new or changed address is checked: a lead stored before the rule keeps its address until someone
 * edits it. The message is the forms' French one.
 */
export const validateLeadEmail: EmailFieldValidation = (value, { operation, previousValue, required }) => {
  if (typeof value !== 'string' || value.trim() === '') return required ? messages.email : true
  if (operation === 'update' && value === previousValue) return true
  return isEmailAddress(value) || messages.email
}
