import { newBookingToken } from '@/appointments/rules/bookingToken'

/** A sending whose submission id was already stored: its lead, when it was sent, and whether this client sent it. */
export type Replay = { id: number; submittedAt: Date; sameClient: boolean }

export const replayRefusal =
  'Cette demande a déjà été reçue\u202f: si vous n’en avez pas vu la confirmation, appelez-nous ou envoyez le formulaire à nouveau.'

/**
 * The answer to a replayed submission id. Its own client (same address) gets the first answer again: the
 * same lead and the same booking token, expiring 7 days after the first sending, never a fresh one; any
 * other client a 409 that names neither the lead nor a token, since a submission id is no credential.
 */
export function replayAnswer(
  secret: string,
  replay: Replay,
): { status: 201; body: { id: number; bookingToken: string } } | { status: 409; body: { message: string } } {
  if (!replay.sameClient) return { status: 409, body: { message: replayRefusal } }
  return { status: 201, body: { id: replay.id, bookingToken: newBookingToken(secret, replay.id, replay.submittedAt) } }
}
