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
