import { normalisedPostalCode } from '@/forms/shared/normalisedPostalCode'

/** Where the home visit takes place: the visitor's street, postal code and town. */
export type VisitAddress = { street: string; postalCode: string; town: string }

export const MAX_STREET_LENGTH = 120
export const MAX_TOWN_LENGTH = 60

/** The booking form's messages, beside each field. The postal code's is the forms' own. */
export const visitAddressMessages = {
  street: 'Indiquez le numéro et la rue de votre logement',
  postalCode: 'Le code postal doit contenir 5 chiffres',
  town: 'Indiquez la ville de votre logement',
  tooLong: 'Ce texte est trop long',
} as const

export type VisitAddressErrors = Partial<Record<keyof VisitAddress, string>>

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '')

/**
 * The address a visitor gives when booking a visit for a lead that has none: a street with a letter in it, five digits of
 * postal code (the lead's own when it has one: its calendars were chosen by it), and a town. Each refusal is a field's message.
 */
export function readVisitAddress(
  posted: unknown,
  knownPostalCode: string,
): { address: VisitAddress; errors?: never } | { address?: never; errors: VisitAddressErrors } {
  const fields = typeof posted === 'object' && posted !== null ? (posted as Record<string, unknown>) : {}
  const street = text(fields.street)
  const town = text(fields.town)
  const postalCode = knownPostalCode || normalisedPostalCode(text(fields.postalCode))
  const errors: VisitAddressErrors = {}
  if (!/\p{L}/u.test(street)) errors.street = visitAddressMessages.street
  else if (street.length > MAX_STREET_LENGTH) errors.street = visitAddressMessages.tooLong
  if (!/^\d{5}$/.test(postalCode)) errors.postalCode = visitAddressMessages.postalCode
  if (!/\p{L}/u.test(town)) errors.town = visitAddressMessages.town
  else if (town.length > MAX_TOWN_LENGTH) errors.town = visitAddressMessages.tooLong
  return Object.keys(errors).length ? { errors } : { address: { street, postalCode, town } }
}

/** The visit's place in words: « 12 rue des Lilas, 80000 Amiens », or what is known of it. */
export function visitPlace({ street, postalCode, town }: Partial<VisitAddress>): string {
  const locality = [postalCode, town].filter(Boolean).join(' ')
  return [street, locality].filter(Boolean).join(', ')
}
