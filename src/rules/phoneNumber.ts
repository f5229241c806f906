/**
 * The one phone rule of the site: the forms (in the browser and on the server, through their zod
 * schemas) and the Leads collection's `phone` field all ask this function, so a number one of them
 * accepts the others accept too. A number is digits, optionally led by "+", with spaces, dots, dashes
 * or parentheses between them; never a letter. Once the separators are gone it must be:
 * - French: ten digits 0[1-9]…, or +33 / 0033 then nine digits 1-9… (overseas départements included:
 *   0262…, 0590…, 0690… are national numbers like any other);
 * - foreign (a neighbour across the Belgian border, an owner living abroad): "+" or "00", then a country
 *   code other than 33 and 9 to 15 digits in all (E.164 allows 15; 9 keeps "00" + 8 digits, a French
 *   number typed wrong, from passing as foreign).
 * A French number a digit short or long is refused even written with +33, and so is a bare number that
 * is not French (1234567890): the staff call back whatever is stored.
 */
const separators = /[\s.()-]/g
const written = /^\+?[\d\s.()-]+$/
const french = /^(?:0|\+33|0033)[1-9]\d{8}$/
const foreign = /^(?:\+|00)(?!33)[1-9]\d{8,14}$/

export const MAX_PHONE_LENGTH = 30

export function isPhoneNumber(value: string): boolean {
  const phone = value.trim()
  if (phone.length > MAX_PHONE_LENGTH || !written.test(phone)) return false
  const compact = phone.replace(separators, '')
  return french.test(compact) || foreign.test(compact)
}
