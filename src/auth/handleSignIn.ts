import { initI18n } from '@payloadcms/translations'
import type { Payload } from 'payload'
import { readBodyWithin } from '@/leads/intake/readBodyWithin'
import { addressBlock } from '@/http/addressBlock'
import { oneSignInAtATime } from './oneSignInAtATime'
import { type Credentials, readCredentials } from './readCredentials'
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
  /** Payload's own sign-in with these credentials (payloadSignIn): its answer, or its error thrown */
  signIn: (credentials: Credentials) => Promise<Response>
  now?: () => Date
}

/** The one message of every refused sign-in, as Payload words a wrong password (payload.config.ts i18n). */
async function failureMessage(payload: Payload): Promise<string> {
  const i18n = await initI18n({ config: payload.config.i18n, context: 'api', language: 'fr' })
  return i18n.t('error:emailOrPasswordIncorrect')
}

const outcomeOf = (status: number): SignInOutcome => (status === 200 ? 'success' : status === 401 ? 'failure' : 'unchecked')
const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : 500

/**
 * Staff sign-in, throttled per address (an IPv6 address as its /64) and per account instead of
 * Payload's lock (that a stranger could trigger on anyone's account). A throttled attempt gets 429
 * with Retry-After and the same message as a wrong password or an unknown e-mail; the others go to
 * Payload's own sign-in with exactly the credentials the throttle counted, one at a time per account,
 * and its outcome settles the count. Every refusal (throttled, unknown e-mail, wrong password) costs
 * one password check: the answer time tells no more than the message.
 */
export async function handleSignIn(request: Request, { payload, address, signIn, now = () => new Date() }: Options): Promise<Response> {
  const body = await readBodyWithin(request, MAX_SIGN_IN_BYTES)
  if (body === null) return Response.json({ errors: [{ message: 'Requête trop volumineuse.' }] }, { status: 413 })
  const { email: sentEmail, password } = await readCredentials(body, request.headers.get('content-type'))
  const email = normaliseEmail(sentEmail)
  // No account has an address this long or holding a control character (PostgreSQL refuses a NUL outright).
  const usable = email.length <= MAX_EMAIL_LENGTH && !/[\u0000-\u001f\u007f]/.test(email)
  const refusal = async (status: number, headers?: HeadersInit) => {
    await verifyPassword(unmatchableHash, password)
    return Response.json({ errors: [{ message: await failureMessage(payload) }] }, { status, headers })
  }

  const reserved = await reserveSignIn(payload, { email: usable ? email : null, address: addressBlock(address) }, now())
  if ('retryAfter' in reserved) return refusal(429, { 'Retry-After': String(reserved.retryAfter) })
  const { reservation } = reserved
  // No account has such an address: a failure of this address alone, answered like any other.
  if (!usable) return refusal(401)

  let outcome: SignInOutcome = 'unchecked'
  try {
    const response = await oneSignInAtATime(payload, email, () => signIn({ email, password }))
    outcome = outcomeOf(response.status)
    return response
  } catch (error) {
    outcome = outcomeOf(statusOf(error))
    throw error
  } finally {
    if (outcome === 'failure' && !reservation.accountExists) await verifyPassword(unmatchableHash, password)
    await settleSignIn(payload, reservation, outcome, now())
  }
}
