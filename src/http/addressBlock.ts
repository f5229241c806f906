import { isIP } from 'node:net'

/** The 16-bit groups of an IPv6 address, '::' expanded; null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  if (isIP(address) !== 6) return null
  const [head = '', tail] = address.toLowerCase().split('::')
  const groupsOf = (part: string) => (part ? part.split(':') : [])
  const left = groupsOf(head)
  const right = tail === undefined ? [] : groupsOf(tail)
  const missing = 8 - left.length - right.length
  return [...left, ...Array.from({ length: Math.max(missing, 0) }, () => '0'), ...right]
}

/**
 * The address a sign-in is counted against: an IPv4 address as it is, an IPv6 address as its /64,
 * which one subscriber's line or one server usually holds whole (counting each of its addresses
 * apart would give one attacker 2⁶⁴ fresh budgets).
 */
export function addressBlock(address: string): string {
  const groups = ipv6Groups(address)
  if (!groups) return address
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
