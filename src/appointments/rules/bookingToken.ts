import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long a lead's booking token is valid: 7 days from the lead's 201. */
const BOOKING_TOKEN_DAYS = 7

/** What a valid token allows: booking, moving and cancelling the visit of that lead, until it expires. */
export type BookingGrant = { leadId: number; expiresAt: Date }

const signature = (secret: string, leadId: number, expires: number) =>
  createHmac('sha256', secret).update(`visit-booking:${leadId}:${expires}`).digest('base64url')

/**
 * A booking token: the lead's id, its expiry (seconds) and an HMAC-SHA256 of both under the server's secret
 * (256 bits: unguessable). Nothing is stored: a forged, altered or expired token simply fails to verify.
 */
export function bookingToken(secret: string, leadId: number, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000)
  return `${leadId}.${expires}.${signature(secret, leadId, expires)}`
}

/** A lead's token as its 201 returns it: valid for BOOKING_TOKEN_DAYS. */
export const newBookingToken = (secret: string, leadId: number, now = new Date()) =>
  bookingToken(secret, leadId, new Date(now.getTime() + BOOKING_TOKEN_DAYS * 86_400_000))

/** The lead a token grants, or null when it is malformed, forged or expired. */
export function verifyBookingToken(secret: string, token: unknown, now = new Date()): BookingGrant | null {
  if (typeof token !== 'string' || token.length > 200) return null
  const match = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const [, id = '', expiry = '', mac = ''] = match
  const leadId = Number(id)
  const expires = Number(expiry)
  const expected = Buffer.from(signature(secret, leadId, expires))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  if (expires * 1000 <= now.getTime()) return null
  return { leadId, expiresAt: new Date(expires * 1000) }
}
