import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2Async = promisify(pbkdf2)

// Payload's local strategy (payload/dist/auth/strategies/local/generatePasswordSaltHash.js, not
// exported): PBKDF2-SHA256 of the password with the user's salt; current hashes carry this prefix,
// 600 000 iterations and 32 bytes; older ones no prefix, 25 000 iterations and 512 bytes.
const currentPrefix = 'pbkdf2-sha256-v1:'
const current = { iterations: 600_000, keyLength: 32 }
const legacy = { iterations: 25_000, keyLength: 512 }

/** A hash of the current kind that no password matches: checking against it costs what a real check costs. */
export const unmatchableHash = { salt: '0'.repeat(64), hash: `${currentPrefix}${'0'.repeat(64)}` }

/** Whether `password` is the one stored as `hash` and `salt` by Payload, compared in constant time. */
export async function verifyPassword(stored: { hash?: unknown; salt?: unknown }, password: string): Promise<boolean> {
  const { hash, salt } = stored
  if (typeof hash !== 'string' || typeof salt !== 'string') return false
  const isCurrent = hash.startsWith(currentPrefix)
  const { iterations, keyLength } = isCurrent ? current : legacy
  const expected = Buffer.from(isCurrent ? hash.slice(currentPrefix.length) : hash, 'hex')
  const actual = await pbkdf2Async(password, salt, iterations, keyLength, 'sha256')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
