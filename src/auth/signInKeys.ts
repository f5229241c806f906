/** The longest e-mail address there is (RFC 5321); a longer one is no account and no key. */
export const MAX_EMAIL_LENGTH = 254
// Addresses come from headers that a proxy may pass on as sent: keys keep a bounded part.
const MAX_ADDRESS_LENGTH = 64

/** The e-mail as Payload looks it up: trimmed, in lower case. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()

export type SignInKeys = { address: string; accountAddress?: string; account?: string; accountHour?: string }

/**
 * The rate_limits keys a sign-in attempt counts against: its address (every account), and, when it
 * names a usable e-mail (normalised, at most 254 characters), the account from that address, the
 * account from every address over the day, and the account from every address over the last hour
 * (counted by the minute).
 */
export function signInKeys(email: string | null, address: string): SignInKeys {
  const from = address.slice(0, MAX_ADDRESS_LENGTH)
  const keys: SignInKeys = { address: `signin:address:${from}` }
  if (email && email.length <= MAX_EMAIL_LENGTH) {
    keys.accountAddress = `signin:account-address:${email} ${from}`
    keys.account = `signin:account:${email}`
    keys.accountHour = `signin:account-hour:${email}`
  }
  return keys
}
