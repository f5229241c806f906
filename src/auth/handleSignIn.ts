import { initI18n } from '@payloadcms/translations'
import type { Payload } from 'payload'
import { readBodyWithin } from '@/leads/intake/readBodyWithin'
import { oneSignInAtATime } from './oneSignInAtATime'
import { readCredentials } from './readCredentials'
import { reserveSignIn } from './reserveSignIn'
import { type SignInOutcome, settleSignIn } from './settleSignIn'
import { MAX_EMAIL_LENGTH, normaliseEmail } from './signInKeys'
import { unmatchableHash, verifyPassword } from './verifyPassword'

/** A sign-in body holds an e-mail and a password: a few hundred bytes. */
const MAX_SIGN_IN_BYTES = 16 * 1024

type Options = {
  payload: Payload
  /** the client's address (clientIp) */
  address: string
  /** Payload's own sign-in: its REST handler of POST /api/users/login */
  signIn: (request: Request) => Promise<Response>
  now?: () => Date
}

/** The one message of every refused sign-in, as Payload words a wrong password (payload.config.ts i18n). */
async function failureMessage(payload: Payload): Promise<string> {
  const i18n = await initI18n({ config: payload.config.i18n, context: 'api', language: 'fr' })
  return i18n.t('error:emailOrPasswordIncorrect')
}

const outcomeOf = (status: number): SignInOutcome => (status === 200 ? 'success' : status === 401 ? 'failure' : 'unchecked')

/**
 * Staff sign-in, throttled per address and per account instead of Payload's lock (that a stranger
 * could trigger on anyone's account). A throttled attempt gets 429 with Retry-After and the same
 * message as a wrong password or an unknown e-mail; the others go to Payload's own sign-in with
 * exactly the credentials the throttle counted, one at a time per account, and its answer settles the count. An unknown
 * e-mail takes as long as a wrong password: the answer time tells no more than the message.
 */
export async function handleSignIn(request: Request, { payload, address, signIn, now = () => new Date() }: Options): Promise<Response> {
  const body = await readBodyWithin(request, MAX_SIGN_IN_BYTES)
  if (body === null) return Response.json({ errors: [{ message: 'Requête trop volumineuse.' }] }, { status: 413 })
  const { email: sentEmail, password } = await readCredentials(body, request.headers.get('content-type'))
  const email = normaliseEmail(sentEmail)
  const usable = email.length <= MAX_EMAIL_LENGTH
  const refusal = async (status: number, headers?: HeadersInit) =>
    Response.json({ errors: [{ message: await failureMessage(payload) }] }, { status, headers })

  const reserved = await reserveSignIn(payload, { email: usable ? email : null, address }, now())
  if ('retryAfter' in reserved) return refusal(429, { 'Retry-After': String(reserved.retryAfter) })
  const { reservation } = reserved
  if (!usable) {
    // No account has such an address: a failure of this address alone, answered like any other.
    await verifyPassword(unmatchableHash, password)
    return refusal(401)
  }

  const headers = new Headers(request.headers)
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  const response = await oneSignInAtATime(payload, email, () =>
    signIn(new Request(request.url, { method: 'POST', headers, body: JSON.stringify({ email, password }) })),
  )
  const outcome = outcomeOf(response.status)
  if (outcome === 'failure' && !reservation.accountExists) await verifyPassword(unmatchableHash, password)
  await settleSignIn(payload, reservation, outcome, now())
  return response
}
