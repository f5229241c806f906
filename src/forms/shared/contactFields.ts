import { z } from 'zod/mini'
import { isEmailAddress, MAX_EMAIL_LENGTH } from '@/rules/emailAddress'
import { normalisedPostalCode } from './normalisedPostalCode'
import { isPhoneNumber, MAX_PHONE_LENGTH } from '@/rules/phoneNumber'
import { typedFields } from './typedFields'

// zod's fast path compiles its parsers with `new Function`, which the site's policy forbids (no 'unsafe-eval'):
// refused, it would leave a policy violation in the console of every form. Every form's schema is built from the
// fields of this module, so this runs before any of them (e2e/site-csp.spec.ts fails with an eval violation if not).
z.config({ jitless: true })

/** The fields' French messages, kept to the letter: the staff and the legal notices quote them. */
export const messages = {
  name: 'Veuillez saisir votre nom',
  email: 'Veuillez saisir une adresse email valide',
  phone: 'Le numéro doit contenir au moins 10 chiffres',
  postalCode: 'Le code postal doit contenir 5 chiffres',
  choose: 'Veuillez faire un choix',
  chooseOne: 'Veuillez choisir au moins une option',
  tooLong: 'Ce texte est trop long',
} as const

const nameField = z.string({ error: messages.name }).check(z.trim(), z.minLength(1, messages.name), z.maxLength(120, messages.tooLong))
/** The site's one e-mail rule (`isEmailAddress`), which the Leads collection's `email` field applies too. */
export const emailField = z
  .string({ error: messages.email })
  .check(z.trim(), z.maxLength(MAX_EMAIL_LENGTH, messages.email), z.refine(isEmailAddress, messages.email))
/** The site's one phone rule (`isPhoneNumber`), which the Leads collection's `phone` field applies too; the spec's message whatever is wrong. */
const phoneField = z
  .string({ error: messages.phone })
  .check(z.trim(), z.maxLength(MAX_PHONE_LENGTH, messages.phone), z.refine(isPhoneNumber, messages.phone))
/** Five digits, typed with or without a space ("76 000"): sent and stored as "76000". */
export const postalCodeField = z
  .string({ error: messages.postalCode })
  .check(z.overwrite(normalisedPostalCode), z.regex(/^\d{5}$/, messages.postalCode))
/** Marked with the five-digit pattern but not required by the submit rule: empty, or five digits. */
export const optionalPostalCodeField = z._default(z.union([z.literal(''), postalCodeField]), '')
export const messageField = z._default(z.string().check(z.trim(), z.maxLength(5000, messages.tooLong)), '')

/** A required choice among fixed values, with one French message whatever went wrong. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: messages.choose })

/** A multi-select: at least one of the fixed values, each once. */
export const choices = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values, { error: messages.choose }), { error: messages.chooseOne }).check(
    z.minLength(1, messages.chooseOne),
    z.maxLength(values.length),
    z.refine((list: readonly string[]) => new Set(list).size === list.length, messages.chooseOne),
  )

export const contactFields = { name: nameField, email: emailField, phone: phoneField }
for (const field of [nameField, emailField, phoneField, postalCodeField, optionalPostalCodeField, messageField]) typedFields.add(field)
/** The contact answers (postal code included where a form asks it): the back office shows them as the lead's contact details, not among its answers. */
export const contactKeys: readonly string[] = ['name', 'email', 'phone', 'postalCode']
