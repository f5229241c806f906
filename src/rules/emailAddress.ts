/**
 * The one e-mail rule of the site: the forms (in the browser and on the server, through their zod
 * schemas) and the Leads collection's `email` field all ask this function, so an address one of them
 * accepts the others accept too. It is the spec's "something @ something . something", held to what an
 * address may hold: a local part of RFC 5322 atoms (letters, digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ -,
 * dots between them, 64 characters at most) and a domain of letters, digits and inner hyphens with a
 * top-level label of two letters or more; letters may be accented (RFC 6531). No quotes, angle brackets,
 * spaces, parentheses or backslashes: whatever is stored can be shown and mailed without surprise.
 * The value is checked as the forms store it, trimmed; case does not matter.
 */
const atom = String.raw`[\p{L}\p{M}\p{N}!#$%&'*+/=?^_\x60{|}~-]+`
const label = String.raw`[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?`
const topLabel = String.raw`\p{L}[\p{L}\p{M}]+`
const address = new RegExp(String.raw`^(?<local>${atom}(?:\.${atom})*)@(?:${label}\.)+${topLabel}$`, 'u')

export const MAX_EMAIL_LENGTH = 254
const MAX_LOCAL_LENGTH = 64

export function isEmailAddress(value: string): boolean {
  const email = value.trim()
  if (email.length > MAX_EMAIL_LENGTH) return false
  const match = address.exec(email)
  return match !== null && (match.groups?.local ?? '').length <= MAX_LOCAL_LENGTH
}
