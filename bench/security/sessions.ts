/**
 * Security probes of sessions: a sales user's open live stream after an admin changes the role, and
 * a stranger at 20 addresses failing on an account while its owner signs in from a new address.
 */
import { runProbes } from './runProbes'
import { contactLead, visitorHeaders } from '../leadBody'
import { request } from '../../tests/harness/http'
import { APP_URL } from '../config'
import type { Row } from '../report'
import { verdict } from '../report'
import type { Session } from '../session'
import { signInAs } from '../session'

// The bench server trusts 127.0.0.1 as its load balancer: these loopback addresses are visitors of their own.
const strangers = Array.from({ length: 20 }, (_, index) => `127.0.1.${index + 1}`)
const OWNER_NEW_ADDRESS = '127.0.2.1'
const run = Date.now().toString(36)

async function createStaff(admin: Session, role: 'admin' | 'sales', label: string) {
  const user = { email: `audit.${label}.${run}@combles-nord.fr`, password: 'grenier lucarne ardoise pivoine' }
  const created = await request(`${APP_URL}/api/users`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, role, name: 'Audit' }),
  })
  if (created.status !== 201) throw new Error(`the audit could not create its ${role} (${created.status}): ${created.body.slice(0, 200)}`)
  return { ...user, id: (JSON.parse(created.body) as { doc: { id: number } }).doc.id }
}

async function streamAfterRoleChangeRow(admin: Session): Promise<Row> {
  const sales = await createStaff(admin, 'sales', 'flux')
  const session = await signInAs(sales)
  const aborter = new AbortController()
  const stream = await fetch(`${APP_URL}/api/leads/stream`, { headers: session, signal: aborter.signal })
  if (stream.status !== 200 || !stream.body) throw new Error(`the stream did not open (${stream.status})`)
  const reader = stream.body.getReader()
  const decoder = new TextDecoder()
  let received = ''
  let endedAt = 0
  const reading = (async () => {
    for (;;) {
      const chunk = await reader.read()
      if (chunk.done) break
      received += decoder.decode(chunk.value)
    }
    endedAt = Date.now()
  })().catch(() => undefined)
  await new Promise((resolve) => setTimeout(resolve, 500))

  const changed = await request(`${APP_URL}/api/users/${sales.id}`, {
    method: 'PATCH',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'editor' }),
  })
  const changedAt = Date.now()
  const lead = JSON.parse(contactLead(1, `audit-revocation-${run}`)) as { answers: { email: string } }
  await request(`${APP_URL}/api/leads/submit`, { method: 'POST', headers: visitorHeaders(7_700_001), body: JSON.stringify(lead) })
  const deadline = changedAt + 10_000
  while (!endedAt && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
  aborter.abort()
  await reading
  const closedAfter = endedAt ? (endedAt - changedAt) / 1000 : null
  const leaked = received.includes(lead.answers.email)
  return {
    measure: "security: a sales user's live stream after an admin makes them editor",
    median: closedAfter === null ? 'still open after 10 s' : `closed after ${closedAfter.toFixed(1)} s`,
    tail: `role change ${changed.status}; new lead ${leaked ? 'SENT' : 'not sent'}`,
    target: 'closed ≤ 5 s; lead not sent',
    result: verdict(changed.status === 200 && closedAfter !== null && closedAfter <= 5 && !leaked),
  }
}

const signInFrom = (address: string, email: string, password: string) =>
  request(`${APP_URL}/api/users/login`, {
    method: 'POST',
    localAddress: address,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
    timeoutMs: 60_000,
  })

async function strangerVersusOwnerRow(admin: Session): Promise<Row> {
  const owner = await createStaff(admin, 'admin', 'proprietaire')
  // 40 s of failures from 20 addresses, each trying again as soon as it may.
  const nextTry = new Map(strangers.map((address) => [address, 0]))
  const until = Date.now() + 40_000
  let checks = 0
  while (Date.now() < until) {
    const [address, at] = [...nextTry].sort(([, a], [, b]) => a - b)[0]!
    if (at > until) break
    if (at > Date.now()) await new Promise((resolve) => setTimeout(resolve, at - Date.now()))
    const answer = await signInFrom(address, owner.email, `mauvais-${checks}`)
    if (answer.status === 401) checks++
    nextTry.set(address, Date.now() + Number(answer.headers['retry-after'] ?? 0) * 1000)
  }
  // The owner, right password, from an address never used on the account.
  const started = Date.now()
  let status = 0
  let waited = 0
  for (;;) {
    const answer = await signInFrom(OWNER_NEW_ADDRESS, owner.email, owner.password)
    status = answer.status
    const retryAfter = Number(answer.headers['retry-after'] ?? 0)
    if (status !== 429 || waited + retryAfter > 60) break
    waited += retryAfter
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000))
  }
  const ownerSeconds = (Date.now() - started) / 1000
  return {
    measure: 'security: a stranger at 20 addresses for 40 s, then the owner at a new address',
    median: `owner ${status} after ${ownerSeconds.toFixed(1)} s`,
    tail: `${checks} passwords checked for the stranger`,
    target: 'owner 200 ≤ 60 s; ≤ 30 checks',
    result: verdict(status === 200 && ownerSeconds <= 60 && checks <= 30),
  }
}

/** The session probes, one row each. */
export const sessionRows = (admin: Session, log: (line: string) => void): Promise<Row[]> =>
  runProbes(
    [
      ['live stream after a role change', () => streamAfterRoleChangeRow(admin)],
      ['stranger versus owner at sign-in', () => strangerVersusOwnerRow(admin)],
    ],
    log,
  )
