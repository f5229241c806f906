import type { Payload } from 'payload'
import { NEW_LEAD_CHANNEL } from '../live/leadChannel'
import { leadColumns, type NewLead } from './leadRow'
import { postgresOf } from '@/db/postgres'

const names = Object.keys(leadColumns) as (keyof typeof leadColumns)[]
const valueCount = names.length

// One statement: the lead, the staff e-mail job and the NOTIFY that announces the lead to open
// dashboards commit together or not at all, and PostgreSQL delivers the NOTIFY only at commit.
const insertLead = `
with lead as (
  insert into leads (${names.join(', ')})
  values (${names.map((_, index) => `$${index + 1}`).join(', ')})
  on conflict (submission_id) do nothing
  returning id
), job as (
  insert into payload_jobs (input, task_slug, queue)
  select jsonb_build_object('leadId', id), 'notifyStaffOfLead', 'default' from lead
)
select id, pg_notify($${valueCount + 1}, id::text) from lead`

/**
 * Stores a lead submitted on the site, once: a sending already stored (same submission id) gives
 * back the lead it created. This is the only write anonymous visitors make, and the
 * busiest: one round trip instead of Payload's create, its re-read and the job queue's own create
 * (several milliseconds of CPU per lead). Leads written through the admin keep Payload's hooks,
 * which derive the same phone key, e-mail and announcement.
 */
export async function storeLead(payload: Payload, lead: NewLead): Promise<number> {
  const { pool } = postgresOf(payload)
  // Named, so each connection parses and plans the statement once.
  const inserted = await pool.query<{ id: number }>({
    name: 'store-lead',
    text: insertLead,
    values: [...names.map((name) => leadColumns[name](lead)), NEW_LEAD_CHANNEL],
  })
  if (inserted.rows[0]) return inserted.rows[0].id
  // A retry of a sending that was stored but whose answer never reached the visitor. A new statement
  // sees the first one even when both arrived at once (the insert waited for it to commit).
  const stored = await pool.query<{ id: number }>('select id from leads where submission_id = $1', [lead.submissionId])
  if (!stored.rows[0]) throw new Error('Lead neither stored nor found')
  return stored.rows[0].id
}
