import { runProbes } from './runProbes'
import { request } from '../../tests/harness/http'
import { APP_URL } from '../config'
import { verdict, type Row } from '../report'
import { signInAs, type Session } from '../session'

const json = (session: Session) => ({ ...session, 'content-type': 'application/json' })

async function created(path: string, session: Session, data: Record<string, unknown>): Promise<number> {
  const response = await request(`${APP_URL}${path}`, {
    method: 'POST',
    headers: json(session),
    body: JSON.stringify(data),
    timeoutMs: 60_000,
  })
  if (response.status !== 201) throw new Error(`POST ${path} refused (${response.status}): ${response.body.slice(0, 120)}`)
  return (JSON.parse(response.body) as { doc: { id: number } }).doc.id
}

const patch = (path: string, session: Session, data: Record<string, unknown>) =>
  request(`${APP_URL}${path}`, { method: 'PATCH', headers: json(session), body: JSON.stringify(data), timeoutMs: 60_000 })

/** A document as the admin reads it back (depth 0: relations as ids). */
async function reread(path: string, admin: Session): Promise<Record<string, unknown>> {
  const response = await request(`${APP_URL}${path}?depth=0`, { headers: admin, timeoutMs: 60_000 })
  if (response.status !== 200) throw new Error(`GET ${path} refused (${response.status})`)
  return JSON.parse(response.body) as Record<string, unknown>
}

async function salesperson(admin: Session, name: string): Promise<Session> {
  const credentials = { email: `audit.${name}.${Date.now()}@combles-nord.fr`, password: 'Audit-commercial-2026-longue' }
  await created('/api/users', admin, { ...credentials, name, role: 'sales' })
  return signInAs(credentials)
}

const newLead = (admin: Session, data: Record<string, unknown> = {}) =>
  created('/api/leads', admin, {
    formOrigin: 'contact',
    name: 'Audit notes',
    email: `audit.notes.${Date.now()}.${Math.random().toString(36).slice(2)}@example.fr`,
    status: 'new',
    ...data,
  })

/** What the visitor sent and when, as the probe compares it before and after the forged PATCH. */
const factFields = ['formOrigin', 'formData', 'source', 'proof', 'createdAt', 'suspectedSpam'] as const
const factsOf = (lead: Record<string, unknown>) => JSON.stringify(factFields.map((field) => lead[field] ?? null))

type Sellers = { author: Session; colleague: Session }

/**
 * A salesperson rewriting a colleague's note: refused (403), and the note reads as its author wrote it.
 * A note is changed by its author or an admin only.
 */
async function colleaguesNote(admin: Session, { author, colleague }: Sellers): Promise<Row> {
  const lead = await newLead(admin)
  const text = 'Rappeler mardi (audit).'
  const note = await created('/api/lead-notes', author, { lead, content: text })
  const answer = await patch(`/api/lead-notes/${note}`, colleague, { content: 'Réécrit par un collègue.' })
  const unchanged = (await reread(`/api/lead-notes/${note}`, admin)).content === text
  return {
    measure: 'security: rewrite a colleague’s note',
    median: `PATCH ${answer.status}`,
    tail: unchanged ? 'note unchanged' : 'note rewritten',
    target: '403, note unchanged',
    result: verdict(answer.status === 403 && unchanged),
  }
}

/**
 * A salesperson rewriting a colleague's activity and moving it to another lead: refused (403), and the
 * activity reads as its author logged it, on its lead. Activities follow the notes' rule.
 */
async function colleaguesActivity(admin: Session, { author, colleague }: Sellers): Promise<Row> {
  const [lead, other] = [await newLead(admin), await newLead(admin)]
  const logged = { lead, date: new Date().toISOString(), types: ['called'], outcome: 'reached', comment: 'Visite souhaitée (audit).' }
  const activity = await created('/api/lead-activities', author, logged)
  const answer = await patch(`/api/lead-activities/${activity}`, colleague, { comment: 'Réécrit.', outcome: 'no-answer', lead: other })
  const after = await reread(`/api/lead-activities/${activity}`, admin)
  const unchanged = after.comment === logged.comment && after.outcome === logged.outcome && after.lead === lead
  return {
    measure: 'security: rewrite or move a colleague’s activity',
    median: `PATCH ${answer.status}`,
    tail: unchanged ? 'activity unchanged' : `activity changed (${String(after.outcome)}, lead ${String(after.lead)})`,
    target: '403, activity unchanged',
    result: verdict(answer.status === 403 && unchanged),
  }
}

/** A note's author moving it to another lead: the note stays on its lead (the relation is fixed at creation). */
async function movedNote(admin: Session, { author }: Sellers): Promise<Row> {
  const [lead, other] = [await newLead(admin), await newLead(admin)]
  const note = await created('/api/lead-notes', author, { lead, content: 'Note à déplacer (audit).' })
  const answer = await patch(`/api/lead-notes/${note}`, author, { lead: other })
  const stays = (await reread(`/api/lead-notes/${note}`, admin)).lead === lead
  return {
    measure: 'security: move one’s note to another lead',
    median: `PATCH ${answer.status}`,
    tail: stays ? 'note on its lead' : 'note moved',
    target: 'note on its lead',
    result: verdict(stays),
  }
}

/**
 * A salesperson forging a lead's facts (origin, answers, source, proof of consent, creation time backdated
 * to 2020, spam flag): the lead read back has the facts it was created with.
 */
async function forgedFacts(admin: Session, { colleague }: Sellers): Promise<Row> {
  const lead = await newLead(admin, {
    formData: { surface: '35 m²' },
    source: { page: '/contact', utmSource: 'google' },
    proof: { formVersion: 'contact-v1', page: '/contact', submittedAt: new Date().toISOString(), marketingConsent: false },
  })
  const before = factsOf(await reread(`/api/leads/${lead}`, admin))
  const answer = await patch(`/api/leads/${lead}`, colleague, {
    formOrigin: 'faisabilite',
    formData: { surface: '90 m²' },
    source: { page: '/faux', utmSource: 'faux' },
    proof: { formVersion: 'faux', page: '/faux', submittedAt: '2020-01-01T00:00:00.000Z', marketingConsent: true },
    createdAt: '2020-01-01T00:00:00.000Z',
    suspectedSpam: true,
  })
  const unchanged = factsOf(await reread(`/api/leads/${lead}`, admin)) === before
  return {
    measure: 'security: forge a lead’s facts (salesperson)',
    median: `PATCH ${answer.status}`,
    tail: unchanged ? 'facts unchanged' : 'facts changed',
    target: 'facts unchanged',
    result: verdict(unchanged),
  }
}

/**
 * A colleague's work and a lead's facts, probed through the API by salespeople: a note or an activity is
 * changed by its author or an admin only and stays on its lead; what the visitor sent and when is read-only.
 */
export async function noteRows(admin: Session, log: (line: string) => void): Promise<Row[]> {
  let sellers: Promise<Sellers> | undefined
  const both = () =>
    (sellers ??= (async () => ({ author: await salesperson(admin, 'auteur'), colleague: await salesperson(admin, 'collegue') }))())
  return runProbes(
    [
      ['rewrite a colleague’s note', async () => colleaguesNote(admin, await both())],
      ['rewrite or move a colleague’s activity', async () => colleaguesActivity(admin, await both())],
      ['move one’s note to another lead', async () => movedNote(admin, await both())],
      ['forge a lead’s facts (salesperson)', async () => forgedFacts(admin, await both())],
    ],
    log,
  )
}
