import config from '@payload-config'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { REST_POST } from '@payloadcms/next/routes'
import { APIError, createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { POST as restRoute } from '@/app/(payload)/api/[...slug]/route'
import { handleSignIn } from '@/auth/handleSignIn'
import { payloadSignIn } from '@/auth/payloadSignIn'
import type { Credentials } from '@/auth/readCredentials'
import { clientIp } from '@/http/clientIp'
import { PEER_ADDRESS_HEADER } from '@/http/peerAddress'
import { getTestPayload } from '../harness/payload'

const FAILURE_MESSAGE = 'Erreur de connexion. Veuillez vérifier vos identifiants.'
const password = 'le-bon-mot-de-passe-1'
/** Payload's own sign-in with the credentials the throttle let through; a refusal answered as Payload's REST handler answers it. */
async function localSignIn(credentials: Credentials): Promise<Response> {
  try {
    return await payloadSignIn(await createLocalReq({}, payload), credentials)
  } catch (error) {
    if (!(error instanceof APIError)) throw error
    return Response.json({ errors: [{ message: error.message }] }, { status: error.status })
  }
}

let payload: Payload
let run = 0
const unique = () => `${Date.now()}.${++run}`

type Answer = { status: number; retryAfter: string | null; message: string | undefined; token: string | undefined }

/** One sign-in through the throttle and Payload's REST sign-in, from `address`, at the time `at`. */
async function signIn(address: string, email: string, attempt: string, at: Date, headers: HeadersInit = {}): Promise<Answer> {
  const request = new Request('http://localhost:3000/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email, password: attempt }),
  })
  const response = await handleSignIn(request, {
    payload,
    address,
    signIn: localSignIn,
    now: () => at,
  })
  const body = (await response.json()) as { errors?: { message: string }[]; token?: string }
  return { status: response.status, retryAfter: response.headers.get('retry-after'), message: body.errors?.[0]?.message, token: body.token }
}

const later = (from: Date, seconds: number) => new Date(from.getTime() + seconds * 1000)

/** Fails `count` times from `address`, each time as soon as the throttle lets it; answers the time of the last failure. */
async function failRepeatedly(address: string, email: string, count: number): Promise<Date> {
  let now = new Date()
  for (let failure = 0; failure < count; failure++) {
    const answer = await signIn(address, email, 'pas-le-bon-mot-de-passe', now)
    if (answer.status === 429) {
      now = later(now, Number(answer.retryAfter))
      expect((await signIn(address, email, 'pas-le-bon-mot-de-passe', now)).status).toBe(401)
    } else expect(answer.status).toBe(401)
  }
  return now
}

async function staff(role: 'admin' | 'sales') {
  const email = `throttle.${unique()}@test.combles-nord.fr`
  await payload.create({ collection: slugs.users, data: { email, password, role }, overrideAccess: true })
  return email
}

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('sign-in throttle', () => {
  it('a stranger failing many times on an admin account from address A never keeps the owner out at address B', async () => {
    const email = await staff('admin')
    const now = await failRepeatedly('198.51.100.1', email, 12)
    expect((await signIn('198.51.100.1', email, password, now)).status).toBe(429)
    // B has never signed in to this account before.
    const owner = await signIn('203.0.113.7', email, password, now)
    expect(owner.status).toBe(200)
    expect(owner.token).toBeTruthy()
  })

  it('the attacker gets 429 with a Retry-After that grows: 1 s, 2 s, 4 s after the 5th, 6th, 7th failure', async () => {
    const email = await staff('sales')
    const at = new Date()
    for (let failure = 1; failure <= 5; failure++)
      expect((await signIn('198.51.100.2', email, 'mauvais-mot-de-passe', at)).status).toBe(401)
    const waits: string[] = []
    let now = at
    for (let round = 0; round < 3; round++) {
      const throttled = await signIn('198.51.100.2', email, 'mauvais-mot-de-passe', now)
      expect(throttled.status).toBe(429)
      waits.push(throttled.retryAfter ?? '')
      now = later(now, Number(throttled.retryAfter))
      expect((await signIn('198.51.100.2', email, 'mauvais-mot-de-passe', now)).status).toBe(401)
    }
    expect(waits).toEqual(['1', '2', '4'])
    // Even the right password waits its turn there: the throttle does not tell which one was right.
    expect((await signIn('198.51.100.2', email, password, now)).status).toBe(429)
    expect((await signIn('198.51.100.2', email, password, later(now, 8))).status).toBe(200)
  })

  it('a wrong password, an unknown e-mail, an absurdly long e-mail and a throttled attempt read the same message', async () => {
    const email = await staff('sales')
    const at = new Date()
    const wrong = await signIn('198.51.100.3', email, 'mauvais-mot-de-passe', at)
    const unknown = await signIn('198.51.100.3', `personne.${unique()}@test.combles-nord.fr`, 'mauvais-mot-de-passe', at)
    const long = `${'a'.repeat(300)}@test.combles-nord.fr`
    const tooLong = await signIn('198.51.100.3', long, 'mauvais-mot-de-passe', at)
    for (let failure = 0; failure < 4; failure++) await signIn('198.51.100.3', email, 'mauvais-mot-de-passe', at)
    const throttled = await signIn('198.51.100.3', email, 'mauvais-mot-de-passe', at)
    expect([wrong.status, unknown.status, tooLong.status, throttled.status]).toEqual([401, 401, 401, 429])
    expect([wrong.message, unknown.message, tooLong.message, throttled.message]).toEqual(Array(4).fill(FAILURE_MESSAGE))
    // The long e-mail counted against the address only: no key holds it.
    const { pool } = payload.db as unknown as PostgresAdapter
    const { rows } = await pool.query('select key from rate_limits where key like $1', [`%${'a'.repeat(300)}%`])
    expect(rows).toEqual([])
  })

  it('an unknown e-mail is answered no faster than a wrong password', async () => {
    const email = await staff('sales')
    const timed = async (address: string, who: string) => {
      const started = performance.now()
      expect((await signIn(address, who, 'mauvais-mot-de-passe', new Date())).status).toBe(401)
      return performance.now() - started
    }
    // Each path's fastest of five, taking turns: a busy machine only adds time (the medians of three failed
    // once when npm test's other parts ran beside it: 238 against 691 ms). Without the hash an unknown e-mail
    // does, its fastest is a few milliseconds, well under half a password check.
    const wrong: number[] = []
    const unknown: number[] = []
    for (let round = 0; round < 5; round++) {
      wrong.push(await timed(`198.51.100.4${round}`, email))
      unknown.push(await timed(`198.51.100.5${round}`, `personne.${unique()}@test.combles-nord.fr`))
    }
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...wrong) * 0.5)
  })

  it('no account lock exists: after 30 failures the owner signs in from another address, and users have no lock columns', async () => {
    const email = await staff('sales')
    const now = await failRepeatedly('198.51.100.6', email, 30)
    expect((await signIn('203.0.113.8', email, password, now)).status).toBe(200)
    const { pool } = payload.db as unknown as PostgresAdapter
    const { rows } = await pool.query(
      `select column_name from information_schema.columns where table_name = 'users' and column_name in ('lock_until', 'login_attempts')`,
    )
    expect(rows).toEqual([])
  })

  it('an attacker spread over many addresses is held at the addresses that failed on the account, never at a new one or one its owner signed in from', async () => {
    const email = await staff('admin')
    const start = new Date()
    expect((await signIn('203.0.113.20', email, password, start)).status).toBe(200)
    for (let attacker = 0; attacker < 10; attacker++)
      expect((await signIn(`192.0.2.${attacker}`, email, 'mauvais-mot-de-passe', later(start, 1))).status).toBe(401)
    // Ten failures on the account this hour: an address that already failed waits for the hour to pass.
    const again = await signIn('192.0.2.0', email, 'mauvais-mot-de-passe', later(start, 2))
    expect(again.status).toBe(429)
    expect(Number(again.retryAfter)).toBeGreaterThan(3000)
    expect(again.message).toBe(FAILURE_MESSAGE)
    // A new address's first attempt is checked at once: the owner at a new address gets in.
    expect((await signIn('203.0.113.21', email, password, later(start, 2))).status).toBe(200)
    expect((await signIn('203.0.113.20', email, password, later(start, 2))).status).toBe(200)
  })

  it('a stranger hammering from 20 addresses for 90 minutes tries at most 30 passwords an hour, and keeps the owner at a new address out 60 s at most', async () => {
    const email = await staff('admin')
    const start = new Date()
    const attackers = Array.from({ length: 20 }, (_, index) => `100.64.7.${index + 1}`)
    // Each attacker tries again as soon as the throttle lets it (its Retry-After), from the first second.
    const nextTry = new Map(attackers.map((address) => [address, 0]))
    const ownerVisits = [40, 300, 1200, 2400, 3500, 4700]
    const checks: number[] = []
    const ownerWaits: number[] = []
    const end = 5400
    for (;;) {
      const attackerAt = Math.min(...nextTry.values())
      const ownerAt = ownerVisits[0] ?? Infinity
      const second = Math.min(attackerAt, ownerAt)
      if (second >= end) break
      if (ownerAt <= attackerAt) {
        // The owner, right password, from an address never used on the account, tries until let in.
        ownerVisits.shift()
        const address = `198.18.7.${ownerVisits.length + 1}`
        let waited = 0
        for (let answer = await signIn(address, email, password, later(start, second)); answer.status !== 200;) {
          expect(answer.status).toBe(429)
          waited += Number(answer.retryAfter)
          if (waited > 60) break
          answer = await signIn(address, email, password, later(start, second + waited))
        }
        ownerWaits.push(waited)
        continue
      }
      for (const address of attackers.filter((candidate) => nextTry.get(candidate) === second)) {
        const answer = await signIn(address, email, 'mauvais-mot-de-passe', later(start, second))
        if (answer.status === 401) checks.push(second)
        else expect(answer.status).toBe(429)
        nextTry.set(address, second + (answer.status === 429 ? Number(answer.retryAfter) : 0))
      }
    }
    expect(ownerWaits.length).toBe(6)
    expect(Math.max(...ownerWaits), `the owner waited ${ownerWaits.join(', ')} s`).toBeLessThanOrEqual(60)
    // Password checks of the account in any hour of the attack.
    const busiestHour = Math.max(...checks.map((from) => checks.filter((at) => at >= from && at < from + 3600).length))
    expect(busiestHour, `${checks.length} checks at ${checks.join(' ')} s`).toBeLessThanOrEqual(30)
  })

  it('attempts sent together are counted one by one: a burst gets no more than the free failures', async () => {
    const email = await staff('sales')
    const at = new Date()
    const answers = await Promise.all(Array.from({ length: 8 }, () => signIn('198.51.100.7', email, 'mauvais-mot-de-passe', at)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([401, 401, 401, 401, 401, 429, 429, 429])
  })

  it('the REST API’s sign-in throttles the address it reads from the request', async () => {
    const email = await staff('sales')
    const headers = { [PEER_ADDRESS_HEADER]: '198.51.100.8', 'x-forwarded-for': '198.51.100.99' }
    const address = clientIp(new Headers(headers))
    await failRepeatedly(address, email, 8)
    const response = await restRoute(
      new Request('http://localhost:3000/api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email, password }),
      }),
      { params: Promise.resolve({ slug: [slugs.users, 'login'] }) },
    )
    expect(response.status).toBe(429)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(FAILURE_MESSAGE)
  })

  it('reads the admin form’s multipart body as Payload does', async () => {
    const email = await staff('sales')
    const form = new FormData()
    form.set('_payload', JSON.stringify({ email: `  ${email.toUpperCase()} `, password }))
    const response = await handleSignIn(new Request('http://localhost:3000/api/users/login', { method: 'POST', body: form }), {
      payload,
      address: '198.51.100.9',
      signIn: localSignIn,
    })
    expect(response.status).toBe(200)
  })

  it('sign-ins of one account at the same moment each keep their session (two devices, two tabs, a burst)', async () => {
    const email = await staff('sales')
    const now = new Date()
    // More than the database pool's ten connections: waiting for one's turn must not hold one of them.
    const addresses = Array.from({ length: 12 }, (_, index) => `198.51.100.${30 + index}`)
    const answers = await Promise.all(addresses.map((address) => signIn(address, email, password, now)))
    expect(answers.map((answer) => answer.status)).toEqual(addresses.map(() => 200))
    // Payload refuses a token whose session is no longer in the account's list.
    const users = await Promise.all(answers.map(({ token }) => payload.auth({ headers: new Headers({ Authorization: `JWT ${token}` }) })))
    expect(users.map(({ user }) => user?.email)).toEqual(addresses.map(() => email))
  })
})

describe('one sign-in gate, whatever the spelling of the path', () => {
  const restPost = REST_POST(config)
  /** A sign-in through Payload's REST router, the path's last segment as Next hands it over (percent-decoded). */
  const spelledSignIn = (segment: string, email: string, attempt: string, address: string) =>
    restPost(
      new Request(`http://localhost:3000/api/users/${segment}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [PEER_ADDRESS_HEADER]: address },
        body: JSON.stringify({ email, password: attempt }),
      }),
      { params: Promise.resolve({ slug: [slugs.users, segment] }) },
    )

  it('LOGIN, Login, lOgIn and login count against one throttle: the right password is then refused too', async () => {
    const email = await staff('sales')
    const address = '198.51.100.60'
    const statuses: number[] = []
    for (const segment of ['LOGIN', 'Login', 'login', 'lOgIn', 'LOGIN'])
      statuses.push((await spelledSignIn(segment, email, 'pas-le-bon-mot-de-passe', address)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401])
    // The fifth failure asks for a second's wait: the next attempt, whatever its spelling, waits it.
    const right = await spelledSignIn('Login', email, password, address)
    expect(right.status).toBe(429)
    expect(right.headers.get('retry-after')).toBeTruthy()
  })

  it('a throttled attempt takes as long as a wrong password', async () => {
    const email = await staff('sales')
    const address = '198.51.100.61'
    const timed = async () => {
      const started = performance.now()
      const response = await spelledSignIn('login', email, 'pas-le-bon-mot-de-passe', address)
      return { status: response.status, ms: performance.now() - started }
    }
    const wrong: number[] = []
    for (let attempt = 0; attempt < 5; attempt++) wrong.push((await timed()).ms)
    const throttled = await timed()
    expect(throttled.status).toBe(429)
    expect(throttled.ms).toBeGreaterThan(Math.min(...wrong) * 0.6)
  })

  it('an e-mail holding a NUL or a line feed is a failure like any other, not a server error', async () => {
    const email = await staff('sales')
    for (const forged of [`${email}\u0000`, `a\u0000\n[12:00:00] INFO: x@test.combles-nord.fr`, `a\n${email}`]) {
      const response = await spelledSignIn('login', forged, password, '198.51.100.62')
      expect(response.status).toBe(401)
    }
  })

  it('the addresses of one IPv6 /64 count as one', async () => {
    const email = await staff('sales')
    const statuses: number[] = []
    for (let host = 1; host <= 6; host++)
      statuses.push((await spelledSignIn('login', email, 'pas-le-bon-mot-de-passe', `2001:db8:1:2::${host.toString(16)}`)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })
})
