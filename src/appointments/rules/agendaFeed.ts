import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A person's calendar address: /api/agenda/<user id>-<key>.ics, the key an HMAC-SHA256 of the id and the
 * address's version under the server's secret (256 bits: unguessable). Renewing the address raises the
 * version: the old one stops answering. Nothing secret is stored.
 */
const AGENDA_PATH = '/api/agenda'

const keyOf = (secret: string, userId: number, version: number) =>
  createHmac('sha256', secret).update(`agenda:${userId}:${version}`).digest('base64url')

export const agendaAddress = (origin: string, secret: string, userId: number, version: number) =>
  `${origin}${AGENDA_PATH}/${userId}-${keyOf(secret, userId, version)}.ics`

/** The user an address's last segment names ("42-<key>.ics"), with its key; null when it is no such segment. */
export function agendaRequest(segment: string): { userId: number; key: string } | null {
  const match = /^(\d{1,12})-([A-Za-z0-9_-]{43})\.ics$/.exec(segment)
  return match ? { userId: Number(match[1]), key: match[2]! } : null
}

/** Whether the key is that of the user's current address. */
export function isAgendaKey(secret: string, userId: number, version: number, key: string): boolean {
  const expected = Buffer.from(keyOf(secret, userId, version))
  const given = Buffer.from(key)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
