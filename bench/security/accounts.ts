import { runProbes } from './runProbes'
import { request } from '../../tests/harness/http'
import { APP_URL } from '../config'
import { verdict, type Row } from '../report'
import { signInAs, type Session } from '../session'

const json = (session: Session) => ({ ...session, 'content-type': 'application/json' })

const send = (method: 'POST' | 'PATCH', path: string, session: Session, data: Record<string, unknown>) =>
  request(`${APP_URL}${path}`, { method, headers: json(session), body: JSON.stringify(data), timeoutMs: 60_000 })

/**
 * A signed-in salesperson changing their own e-mail without the current password (an open or stolen
 * session): refused (400), and the account keeps its address.
 */
async function emailChangeWithoutPassword(admin: Session): Promise<Row> {
  const credentials = { email: `audit.compte.${Date.now()}@combles-nord.fr`, password: 'Audit-commercial-2026-longue' }
  const created = await send('POST', '/api/users', admin, { ...credentials, name: 'Audit compte', role: 'sales' })
  if (created.status !== 201) throw new Error(`POST /api/users refused (${created.status}): ${created.body.slice(0, 120)}`)
  const id = (JSON.parse(created.body) as { doc: { id: number } }).doc.id
  const own = await signInAs(credentials)
  const answer = await send('PATCH', `/api/users/${id}`, own, { email: `audit.pirate.${Date.now()}@evil.example` })
  const after = await request(`${APP_URL}/api/users/${id}?depth=0`, { headers: admin, timeoutMs: 60_000 })
  const kept = after.status === 200 && (JSON.parse(after.body) as { email?: string }).email === credentials.email
  return {
    measure: 'security: change one’s e-mail without the current password',
    median: `PATCH ${answer.status}`,
    tail: kept ? 'e-mail unchanged' : 'e-mail changed',
    target: '400, e-mail unchanged',
    result: verdict(answer.status === 400 && kept),
  }
}

/** A long e-mail (over zxcvbn's 32 characters) as its own password, as typed and upper-cased: refused (400) at creation. */
async function longEmailAsPassword(admin: Session): Promise<Row> {
  const email = `jean-christophe.dupont.${Date.now()}@combles-nord.fr`
  const statuses: number[] = []
  for (const password of [email, email.toUpperCase()])
    statuses.push((await send('POST', '/api/users', admin, { email, password, name: 'Jean-Christophe Dupont', role: 'sales' })).status)
  return {
    measure: 'security: a long e-mail as its own password',
    median: `POST ${statuses.join(', ')}`,
    tail: '',
    target: '400, 400',
    result: verdict(statuses.every((status) => status === 400)),
  }
}

/** The accounts' probes, as the local admin (`admin`: the headers of a signed-in admin session). */
export function accountRows(admin: Session, log: (line: string) => void): Promise<Row[]> {
  return runProbes(
    [
      ['change one’s e-mail without the current password', () => emailChangeWithoutPassword(admin)],
      ['a long e-mail as its own password', () => longEmailAsPassword(admin)],
    ],
    log,
  )
}
