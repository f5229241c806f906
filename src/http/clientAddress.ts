import { BlockList, isIP } from 'node:net'
import type { TrustedProxies } from '@/config/trustedProxies'

/** What stands for a request whose address cannot be known: all such requests share one rate-limit bucket. */
export const UNKNOWN_ADDRESS = 'unknown'

/** IPv4 clients of a dual-stack socket show as ::ffff:1.2.3.4; they are the same visitor as 1.2.3.4. */
function normalise(entry: string | undefined): string | null {
  const address = entry?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '') ?? ''
  return isIP(address) ? address : null
}

function blockListOf(entries: string[]): BlockList {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/')
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(normalise(address) ?? address, type)
    else list.addSubnet(address, Number(prefix), type)
  }
  return list
}

const blockLists = new Map<string, BlockList>()
function isTrusted(address: string, entries: string[]): boolean {
  const key = entries.join(',')
  let list = blockLists.get(key)
  if (!list) blockLists.set(key, (list = blockListOf(entries)))
  return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')
}

/**
 * The visitor's address, for rate limits: the socket's own, unless the request came through a trusted
 * proxy; then the rightmost X-Forwarded-For address that is not a trusted proxy (each proxy appends the
 * address it saw, so everything left of it is the client's say). Always a valid IP, or UNKNOWN_ADDRESS.
 */
export function clientAddress(peer: string | null, forwardedFor: string | null, trusted: TrustedProxies): string {
  const socket = normalise(peer ?? undefined)
  if (!socket) return UNKNOWN_ADDRESS
  if (trusted.kind === 'none') return socket
  // The chain of addresses, nearest last: what the proxies wrote, then the socket.
  const chain = [...(forwardedFor ? forwardedFor.split(',') : []), socket]
  if (trusted.kind === 'hops') {
    const index = Math.max(0, chain.length - 1 - trusted.count)
    return normalise(chain[index]) ?? UNKNOWN_ADDRESS
  }
  for (let index = chain.length - 1; index >= 0; index--) {
    const address = normalise(chain[index])
    // An entry that is not an address was written by the client: the last trusted proxy's peer is unknown.
    if (!address) return UNKNOWN_ADDRESS
    if (!isTrusted(address, trusted.entries)) return address
  }
  return normalise(chain[0]) ?? UNKNOWN_ADDRESS
}
