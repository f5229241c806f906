import type pg from 'pg'
import type { Payload } from 'payload'
import { activeSellersCte, leadFactsCte, nextTurnCte, ownerCte, returningOwnerCte } from './assignmentSql'
import { announceLead } from './announceLeads'
import { leadArrivalCte } from './leadArrivalSql'
import { leadColumns, type NewLead } from './leadRow'
import { postgresOf } from '@/db/postgres'
import { countHitSql, forgetOldWindows, type LimitHit } from './rateLimit'
import { departmentOf } from '@/leads/rules/department'
import type { Replay } from './replayAnswer'
import { addressBlock } from '@/http/addressBlock'

const names = Object.keys(leadColumns) as (keyof typeof leadColumns)[]
const valueCount = names.length
const param = (name: keyof typeof leadColumns) => `$${names.indexOf(name) + 1}`

/**
 * Who sent a submission id first: a row of rate_limits (the table of per-address request records, pruned
 * after a day like the address's hits) keyed by the id and the client's address (an IPv6 one as its /64, whose
 * privacy addresses rotate). A replay from that address
 * within the day gets the first answer again; from any other, no lead and no token (replayAnswer.ts).
 */
const senderKey = (submissionId: string | null | undefined, ip: string | null) =>
  submissionId && ip ? `submission:${submissionId}:${addressBlock(ip)}` : null

const senderSql = (key: string) => `insert into rate_limits (key, window_start, hits, updated_at, created_at)
  select ${key}, now(), 1, now(), now() from lead where ${key} is not null
  on conflict (key, window_start) do nothing`

// One statement: the lead, its owner (the admin's rule) and what follows every new lead (leadArrivalSql.ts:
// e-mail jobs, history) commit together or not at all (the announcement follows the commit: announceLeads.ts).
// A suspected spam, or a sending already stored (a retry), takes no turn. With a limit hit (`limited`),
// the same statement first counts the visitor's hit (rateLimit.ts) and stores nothing past the limit:
// one round trip and one commit per lead.
function storeStatement(limited: boolean) {
  const within = limited ? `(select hits from hit) <= $${valueCount + 4}` : 'true'
  const hit = limited ? `hit as (${countHitSql(`$${valueCount + 2}`, `$${valueCount + 3}`)}), ` : ''
  const sender = `$${valueCount + (limited ? 5 : 2)}::varchar`
  const assigns = `${within} and not ${param('suspected_spam')}::boolean and not exists (select 1 from leads where submission_id = ${param('submission_id')}::varchar)`
  return `
with ${hit}${leadFactsCte(`$${valueCount + 1}`, param('email'), param('phone_key'))}, ${returningOwnerCte(assigns)}, ${activeSellersCte}, ${nextTurnCte(
    assigns,
  )}, ${ownerCte}, lead as (
  insert into leads (${names.join(', ')}, owner_id)
  select ${names.map((_, index) => `$${index + 1}`).join(', ')}, (select id from owner)
  where ${within}
  on conflict (submission_id) do nothing
  returning id, owner_id, null::int as author_id
), sender as (
  ${senderSql(sender)}
), ${leadArrivalCte}
${limited ? `select ${within} as allowed, lead.id from hit left join lead on true` : 'select true as allowed, id from lead'}`
}
const insertLead = storeStatement(false)
const insertLeadWithinLimit = storeStatement(true)

/** A stored submission: the new lead's id, or the lead a replayed submission id names. */
export type StoredSubmission = { id: number; replay: Replay | null }

/** What runs the statement: Payload's pool, or another instance's. */
type Queryable = Pick<pg.Pool, 'query'>

/**
 * Stores a lead submitted on the site, once: a sending already stored (same submission id) gives
 * back the lead it created. This is the only write anonymous visitors make, and the
 * busiest: one round trip instead of Payload's create, its re-read and the job queue's own create
 * (several milliseconds of CPU per lead). Leads created through Payload (admin, API) take their owner from
 * the same assignment SQL and run the same arrival SQL (recordLeadArrival); a test compares both paths.
 */
export const storeLead = (payload: Payload, lead: NewLead): Promise<number> => storeLeadWith(postgresOf(payload).pool, lead)

export async function storeLeadWith(pool: Queryable, lead: NewLead): Promise<number> {
  const stored = await store(pool, lead, null, null)
  if (stored === null) throw new Error('Lead refused without a limit')
  return stored.id
}

/**
 * storeLead counting the visitor's hit in the same statement: null, and nothing stored, when that hit
 * takes the address past the limit (a retry counts too, as it did when it was sent first).
 */
export async function storeLeadWithinLimit(
  payload: Payload,
  lead: NewLead,
  hit: LimitHit,
  ip: string,
  now = new Date(),
): Promise<StoredSubmission | null> {
  const { pool } = postgresOf(payload)
  const stored = await store(pool, lead, hit, ip)
  await forgetOldWindows(pool, hit, now)
  return stored
}

async function store(pool: Queryable, lead: NewLead, hit: LimitHit | null, ip: string | null): Promise<StoredSubmission | null> {
  const sender = senderKey(lead.submissionId, ip)
  const values = [...names.map((name) => leadColumns[name](lead)), departmentOf(lead.postalCode)]
  // Named, so each connection parses and plans the statement once.
  const inserted = await pool.query<{ allowed: boolean; id: number | null }>(
    hit
      ? {
          name: 'store-lead-within-limit',
          text: insertLeadWithinLimit,
          values: [...values, hit.key, hit.windowStart.toISOString(), hit.max, sender],
        }
      : { name: 'store-lead', text: insertLead, values: [...values, sender] },
  )
  const row = inserted.rows[0]
  if (row && !row.allowed) return null
  if (row?.id) {
    announceLead(pool, row.id)
    return { id: row.id, replay: null }
  }
  // A retry of a sending that was stored but whose answer never reached the visitor, or a replay of its
  // id by someone else. A new statement sees the first one even when both arrived at once (the insert
  // waited for it to commit).
  const stored = await pool.query<{ id: number; submitted_at: Date | null; created_at: Date; same_client: boolean }>(
    `select id, proof_submitted_at as submitted_at, created_at, exists (select 1 from rate_limits where key = $2) as same_client
     from leads where submission_id = $1`,
    [lead.submissionId, sender],
  )
  const first = stored.rows[0]
  if (!first) throw new Error('Lead neither stored nor found')
  return { id: first.id, replay: { id: first.id, submittedAt: first.submitted_at ?? first.created_at, sameClient: first.same_client } }
}
