import type pg from 'pg'
import type { Payload } from 'payload'
import { activeSellersCte, leadFactsCte, nextTurnCte, ownerCte, returningOwnerCte } from './assignmentSql'
import { announceLead } from './announceLeads'
import { leadArrivalCte } from './leadArrivalSql'
import { leadColumns, type NewLead } from './leadRow'
import { postgresOf } from '@/db/postgres'
import { countHitSql, forgetOldWindows, type LimitHit } from './rateLimit'
import { departmentOf } from '@/leads/rules/department'

const names = Object.keys(leadColumns) as (keyof typeof leadColumns)[]
const valueCount = names.length
const param = (name: keyof typeof leadColumns) => `$${names.indexOf(name) + 1}`

// One statement: the lead, its owner (the admin's rule) and what follows every new lead (leadArrivalSql.ts:
// e-mail jobs, history) commit together or not at all (the announcement follows the commit: announceLeads.ts).
// A suspected spam, or a sending already stored (a retry), takes no turn. With a limit hit (`limited`),
// the same statement first counts the visitor's hit (rateLimit.ts) and stores nothing past the limit:
// one round trip and one commit per lead.
function storeStatement(limited: boolean) {
  const within = limited ? `(select hits from hit) <= $${valueCount + 4}` : 'true'
  const hit = limited ? `hit as (${countHitSql(`$${valueCount + 2}`, `$${valueCount + 3}`)}), ` : ''
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
), ${leadArrivalCte}
${limited ? `select ${within} as allowed, lead.id from hit left join lead on true` : 'select true as allowed, id from lead'}`
}
const insertLead = storeStatement(false)
const insertLeadWithinLimit = storeStatement(true)

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
  const stored = await store(pool, lead, null)
  if (stored === null) throw new Error('Lead refused without a limit')
  return stored
}

/**
 * storeLead counting the visitor's hit in the same statement: null, and nothing stored, when that hit
 * takes the address past the limit (a retry counts too, as it did when it was sent first).
 */
export async function storeLeadWithinLimit(payload: Payload, lead: NewLead, hit: LimitHit, now = new Date()): Promise<number | null> {
  const { pool } = postgresOf(payload)
  const stored = await store(pool, lead, hit)
  await forgetOldWindows(pool, hit, now)
  return stored
}

async function store(pool: Queryable, lead: NewLead, hit: LimitHit | null): Promise<number | null> {
  const values = [...names.map((name) => leadColumns[name](lead)), departmentOf(lead.postalCode)]
  // Named, so each connection parses and plans the statement once.
  const inserted = await pool.query<{ allowed: boolean; id: number | null }>(
    hit
      ? {
          name: 'store-lead-within-limit',
          text: insertLeadWithinLimit,
          values: [...values, hit.key, hit.windowStart.toISOString(), hit.max],
        }
      : { name: 'store-lead', text: insertLead, values },
  )
  const row = inserted.rows[0]
  if (row && !row.allowed) return null
  if (row?.id) {
    announceLead(pool, row.id)
    return row.id
  }
  // A retry of a sending that was stored but whose answer never reached the visitor. A new statement
  // sees the first one even when both arrived at once (the insert waited for it to commit).
  const stored = await pool.query<{ id: number }>('select id from leads where submission_id = $1', [lead.submissionId])
  if (!stored.rows[0]) throw new Error('Lead neither stored nor found')
  return stored.rows[0].id
}
