import { createHmac, timingSafeEqual } from 'node:crypto'
import { parseEnv } from './env'
import { resolvePayloadSecret } from './secret'

/** A key only this deployment's servers can make: Payload's secret, signed for one purpose. */
export const serverKey = (purpose: string): string =>
  createHmac('sha256', resolvePayloadSecret(parseEnv().PAYLOAD_SECRET)).update(purpose).digest('base64url')

/** Whether what a client sent is the key of that purpose, compared in constant time. */
export function isServerKey(purpose: string, given: string | null | undefined): boolean {
  const expected = Buffer.from(serverKey(purpose))
  const received = Buffer.from(given ?? '')
  return expected.length === received.length && timingSafeEqual(expected, received)
}
