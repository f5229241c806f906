import { isIP } from 'node:net'

/**
 * Which proxies may tell the app the visitor's address through X-Forwarded-For.
 * - none: the socket's address is the visitor's (nothing a client sends is believed);
 * - hops: that many proxies always stand in front of the app (a load balancer is 1);
 * - list: the proxies are the given addresses or CIDR ranges.
 */
export type TrustedProxies = { kind: 'none' } | { kind: 'hops'; count: number } | { kind: 'list'; entries: string[] }

const MAX_HOPS = 10

/** Parses TRUSTED_PROXIES; returns a message naming what is wrong, for the configuration error. */
export function parseTrustedProxies(value: string | undefined): TrustedProxies | string {
  const text = value?.trim() ?? ''
  if (text === '') return { kind: 'none' }
  if (/^\d+$/.test(text)) {
    const count = Number(text)
    return count >= 1 && count <= MAX_HOPS ? { kind: 'hops', count } : `must be a hop count from 1 to ${MAX_HOPS}, or addresses`
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const wrong = entries.find((entry) => !isAddressOrRange(entry))
  return wrong === undefined ? { kind: 'list', entries } : `has "${wrong.slice(0, 60)}", which is neither an IP address nor a CIDR range`
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/')
  if (extra !== undefined) return false
  const version = isIP(address)
  if (version === 0) return false
  if (prefix === undefined) return true
  if (!/^\d{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (version === 4 ? 32 : 128)
}
