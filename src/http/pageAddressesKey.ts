import { randomBytes, timingSafeEqual } from 'node:crypto'

/** The header the address gate sends its key in when it reads the list of page addresses and the 404 pages. */
export const PAGE_ADDRESSES_KEY_HEADER = 'x-page-addresses-key'
const KEY_VARIABLE = 'PAGE_ADDRESSES_KEY'

/**
 * The key of this process's list of page addresses, made at random the first time: the address gate
 * (src/proxy/siteAddresses.ts) and Next's routes run in one process, so the variable is shared and never
 * leaves it. The list names every redirect's old address, which is nobody else's business.
 */
export function pageAddressesKey(): string {
  const key = process.env[KEY_VARIABLE] || randomBytes(32).toString('base64url')
  process.env[KEY_VARIABLE] = key
  return key
}

/** Whether a request carries this process's key (none is ever issued outside the app's server: then never). */
export function carriesPageAddressesKey(headers: Headers): boolean {
  const expected = process.env[KEY_VARIABLE]
  const given = headers.get(PAGE_ADDRESSES_KEY_HEADER)
  if (!expected || !given) return false
  const [a, b] = [Buffer.from(given), Buffer.from(expected)]
  return a.length === b.length && timingSafeEqual(a, b)
}
