import { MAIL_QUEUE } from '@/leads/jobs/mailQueue'

/**
 * The booking, moving and cancelling of a visit, each one statement: the visit, the lead (owner, next
 * action), its history and the e-mail jobs commit together or not at all. The CTE `old` reads the lead as it
 * was before the statement (every CTE sees the same snapshot). A booking or move that would overlap another
 * visit of the salesperson fails with the exclusion constraint's error (23P01), and changes nothing.
 */

const ownerName = (table: string) => `coalesce(nullif(trim(${table}.name), ''), ${table}.email)`

/**
 * History and e-mail jobs after a CTE `visit (id, lead_id, owner_id, sequence)`; `kind` the e-mail kind;
 * `ownerFollows` (SQL) whether the lead's owner became the visit's.
 */
const followUp = (kind: string, reminder: string | null, ownerFollows: string) => `
owner_change as (
  insert into lead_changes (lead_id, field, before, after, author_id)
  select visit.lead_id, 'owner'::enum_lead_changes_field, coalesce(${ownerName('before_owner')}, 'Non attribué'), ${ownerName('after_owner')}, $author::int
  from visit join old on true join users after_owner on after_owner.id = visit.owner_id
  left join users before_owner on before_owner.id = old.owner_id
  where ${ownerFollows} and old.owner_id is distinct from visit.owner_id
), action_change as (
  insert into lead_changes (lead_id, field, before, after, author_id)
  select visit.lead_id, 'nextAction'::enum_lead_changes_field, $actionBefore::varchar, $actionAfter::varchar, $author::int from visit
), mail as (
  insert into payload_jobs (input, task_slug, queue, wait_until)
  select jsonb_build_object('visitId', visit.id, 'sequence', visit.sequence, 'kind', '${kind}'), 'sendVisitEmails'::enum_payload_jobs_task_slug, '${MAIL_QUEUE}', null::timestamptz
  from visit
  ${
    reminder
      ? `union all
  select jsonb_build_object('visitId', visit.id, 'sequence', visit.sequence, 'kind', 'reminder'), 'sendVisitEmails'::enum_payload_jobs_task_slug, '${MAIL_QUEUE}', ${reminder}
  from visit where ${reminder} is not null`
      : ''
  }
)
select visit.id, visit.sequence from visit`

type Named = Record<string, number>

/** Replaces $name placeholders by their positions. */
const numbered = (text: string, names: Named) => text.replace(/\$([a-zA-Z]+)/g, (_, name: string) => `$${names[name]}`)

const bookNames = {
  lead: 1,
  owner: 2,
  start: 3,
  end: 4,
  blockedUntil: 5,
  bookedBy: 6,
  author: 7,
  actionBefore: 8,
  actionAfter: 9,
  note: 10,
  reminder: 11,
}

/** Books: $lead, $owner, $start, $end, $blockedUntil, $bookedBy, $author, $actionBefore, $actionAfter, $note, $reminder. */
export const bookVisitSql = numbered(
  `with old as (select owner_id from leads where id = $lead), visit as (
  insert into visits (lead_id, owner_id, starts_at, ends_at, blocked_until, status, sequence, booked_by)
  values ($lead, $owner, $start, $end, $blockedUntil, 'booked', 0, $bookedBy::enum_visits_booked_by)
  returning id, lead_id, owner_id, sequence::int as sequence
), lead as (
  update leads set owner_id = $owner, next_action_type = 'visit', next_action_due_at = $start, next_action_note = $note, updated_at = now()
  where id = $lead and exists (select 1 from visit)
), ${followUp('booked', '$reminder::timestamptz', 'true')}`,
  bookNames,
)

export const bookVisitValues = (values: Record<keyof typeof bookNames, unknown>) =>
  Object.entries(bookNames)
    .sort((a, b) => a[1] - b[1])
    .map(([name]) => values[name as keyof typeof bookNames])

const moveNames = {
  visit: 1,
  owner: 2,
  start: 3,
  end: 4,
  blockedUntil: 5,
  author: 6,
  actionBefore: 7,
  actionAfter: 8,
  note: 9,
  reminder: 10,
  moveLead: 11,
}

/**
 * Moves a booked visit (same UID, SEQUENCE + 1), possibly to another salesperson covering the lead. The lead
 * keeps its owner unless `$moveLead` (staff gave the visit, and the lead, to someone else).
 */
export const moveVisitSql = numbered(
  `with old as (select leads.owner_id from leads join visits on visits.lead_id = leads.id where visits.id = $visit), visit as (
  update visits set owner_id = $owner, starts_at = $start, ends_at = $end, blocked_until = $blockedUntil, sequence = sequence + 1, updated_at = now()
  where id = $visit and status = 'booked'
  returning id, lead_id, owner_id, sequence::int as sequence
), lead as (
  update leads set owner_id = case when $moveLead::boolean then $owner else owner_id end,
    next_action_type = 'visit', next_action_due_at = $start, next_action_note = $note, updated_at = now()
  where id = (select lead_id from visit)
), ${followUp('moved', '$reminder::timestamptz', '$moveLead::boolean')}`,
  moveNames,
)

export const moveVisitValues = (values: Record<keyof typeof moveNames, unknown>) =>
  Object.entries(moveNames)
    .sort((a, b) => a[1] - b[1])
    .map(([name]) => values[name as keyof typeof moveNames])

const cancelNames = { visit: 1, author: 2, actionBefore: 3, actionAfter: 4, reason: 5 }

/** Cancels a booked visit (SEQUENCE + 1, METHOD:CANCEL): its slot is free again; the lead's next action is cleared. */
export const cancelVisitSql = numbered(
  `with old as (select leads.owner_id from leads join visits on visits.lead_id = leads.id where visits.id = $visit), visit as (
  update visits set status = 'cancelled', cancellation_reason = $reason::varchar, sequence = sequence + 1, updated_at = now()
  where id = $visit and status = 'booked'
  returning id, lead_id, owner_id, sequence::int as sequence
), lead as (
  update leads set next_action_type = null, next_action_due_at = null, next_action_note = null, updated_at = now()
  where id = (select lead_id from visit)
), ${followUp('cancelled', null, 'false')}`,
  cancelNames,
)

export const cancelVisitValues = (values: Record<keyof typeof cancelNames, unknown>) =>
  Object.entries(cancelNames)
    .sort((a, b) => a[1] - b[1])
    .map(([name]) => values[name as keyof typeof cancelNames])
