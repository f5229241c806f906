import { describe, expect, it } from 'vitest'
import { newBookingToken, verifyBookingToken } from '@/appointments/rules/bookingToken'
import { replayAnswer, replayRefusal } from '@/leads/intake/replayAnswer'

const secret = 'un-secret-de-test-de-plus-de-32-caracteres'
const submittedAt = new Date('2026-12-01T10:00:00.123Z')

describe('the answer to a replayed submission id', () => {
  it('gives its own client the first answer again: the same token, expiring 7 days after the first sending', () => {
    const answer = replayAnswer(secret, { id: 42, submittedAt, sameClient: true })
    expect(answer).toEqual({ status: 201, body: { id: 42, bookingToken: newBookingToken(secret, 42, submittedAt) } })
    const token = (answer.body as { bookingToken: string }).bookingToken
    expect(verifyBookingToken(secret, token, new Date('2026-12-08T10:00:01Z'))).toBeNull()
  })

  it('gives another client a 409 with neither the lead nor a token', () => {
    expect(replayAnswer(secret, { id: 42, submittedAt, sameClient: false })).toEqual({ status: 409, body: { message: replayRefusal } })
  })
})
