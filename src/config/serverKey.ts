import { createHmac, timingSafeEqual } from 'node:crypto'
import { parseEnv } from './env'
import { resolvePayloadSecret } from './secret'

/** Made once per purpose: the secret does not change while the process runs (the proxy asks on every page view). */
const keys = new Map<string, string>()

/** A key only this deployment's servers can make: Payload's secret, signed for one purpose. */
export function serverKey(purpose: string): string {
  let key = keys.get(purpose)
  if (key === undefined) {
    key = createHmac('sha256', resolvePayloadSecret(parseEnv().PAYLOAD_SECRET)).update(purpose).digest('base64url')
    keys.set(purpose, key)
  }
  return key
}

/** Whether what a client sent is the key of that purpose, compared in constant time; nothing sent is never it. */
export function isServerKey(purpose: string, given: string | null | undefined): boolean {
  if (!given) return false
  const expected = Buffer.from(serverKey(purpose))
  const received = Buffer.from(given)
  return expected.length === received.length && timingSafeEqual(expected, received)
}
