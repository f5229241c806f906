import { createHmac } from 'node:crypto'

/** An address that signed in to an account, kept as a keyed digest (never the address itself), and when. */
export type KnownAddress = { digest: string; at: string }

/** How long an address stays known after its last successful sign-in, and how many an account keeps. */
const KNOWN_ADDRESS_DAYS = 30
export const MAX_KNOWN_ADDRESSES = 10

/** The digest an address is kept as: an HMAC under the app secret, so the list reveals no address. */
export const addressDigest = (secret: string, address: string) => createHmac('sha256', secret).update(address).digest('hex').slice(0, 32)

/** The well-formed, unexpired entries of a user's `signInAddresses` (stored JSON, so checked), newest first. */
export function knownAddresses(stored: unknown, now: Date): KnownAddress[] {
  if (!Array.isArray(stored)) return []
  const since = now.getTime() - KNOWN_ADDRESS_DAYS * 86_400_000
  return stored
    .filter(
      (entry): entry is KnownAddress =>
        typeof entry === 'object' && entry !== null && typeof entry.digest === 'string' && typeof entry.at === 'string',
    )
    .filter((entry) => Date.parse(entry.at) > since)
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
}
