/**
 * A French phone number reduced to its ten national digits, so that '06 12 34 56 78',
 * '+33 6 12 34 56 78' and '0033612345678' match. Empty when it is not a French number.
 */
export function phoneKey(phone: string | null | undefined): string {
  let digits = (phone ?? '').replace(/\D/g, '')
  if (digits.startsWith('0033')) digits = `0${digits.slice(4)}`
  else if (digits.startsWith('33') && digits.length === 11) digits = `0${digits.slice(2)}`
  return /^0\d{9}$/.test(digits) ? digits : ''
}

/**
 * What a phone search looks for in the normalised numbers: the digits typed, with an international
 * prefix (+33, 0033) turned into the national 0, so '06 12 34', '0612 34' and '+33 6 12 34' find the
 * same leads. Empty when the search is not a piece of phone number.
 */
export function phoneSearchKey(search: string): string {
  const typed = search.trim()
  if (!/^[\d\s.+()-]+$/.test(typed)) return ''
  let digits = typed.replace(/\D/g, '')
  if (typed.startsWith('+33')) digits = `0${digits.slice(2)}`
  else if (digits.startsWith('0033')) digits = `0${digits.slice(4)}`
  return digits.length >= 2 ? digits : ''
}
