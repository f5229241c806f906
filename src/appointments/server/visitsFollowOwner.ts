import { MAIL_QUEUE } from '@/leads/jobs/mailQueue'
import type { SqlQuery } from '@/db/transactionQuery'
import { reminderAt } from '@/appointments/rules/reminderTime'
import { takeOverProblem, takeOverProblems, type TakeOverProblem } from '@/appointments/rules/takeOver'
import { visitTime } from '@/appointments/rules/visitLabel'
import type { Availability, WeeklyHours } from '@/appointments/rules/availability'
import { parisClock } from '@/appointments/rules/parisTime'

/** A visit left with its salesperson because the lead's new owner is not free then: the manager decides. */
type TakeOverConflict = { visitId: number; start: Date; problem: TakeOverProblem; message: string }

type OwnerRow = {
  name: string
  visit_minutes: number | null
  margin_minutes: number | null
  hours: { day: string; from: string; to: string }[]
  days_off: { from: string; to: string | null }[]
  busy: { start: string; end: string }[]
}

/** The new owner's hours, days off and booked visits (margin included) outside this lead: $1 the user, $2 the lead. */
const ownerCalendarSql = `
select coalesce(nullif(trim(users.name), ''), users.email) as name,
  users.availability_visit_minutes::int as visit_minutes, users.availability_margin_minutes::int as margin_minutes,
  coalesce((select json_agg(json_build_object('day', hours.day, 'from', hours."from", 'to', hours."to"))
    from users_availability_hours hours where hours._parent_id = users.id), '[]') as hours,
  coalesce((select json_agg(json_build_object('from', off."from", 'to', off."to"))
    from users_availability_days_off off where off._parent_id = users.id), '[]') as days_off,
  coalesce((select json_agg(json_build_object('start', visits.starts_at, 'end', visits.blocked_until))
    from visits where visits.owner_id = users.id and visits.status = 'booked' and visits.blocked_until > now()
      and visits.lead_id <> $2::int), '[]') as busy
from users where users.id = $1::int`

const history = `insert into lead_changes (lead_id, field, before, after, author_id) values ($1, 'visit'::enum_lead_changes_field, $2, $3, $4)`
const queueMail = `insert into payload_jobs (input, task_slug, queue, wait_until)
  values (jsonb_build_object('visitId', $1::int, 'sequence', $2::int, 'kind', $3::text), 'sendVisitEmails'::enum_payload_jobs_task_slug, '${MAIL_QUEUE}', $4::timestamptz)`

const parisDayOf = (value: string) => parisClock(new Date(value)).day

/**
 * A lead's new owner takes its visits still to come when free at their time (takeOverProblem), in the
 * caller's transaction: the visit's salesperson changes (same time, SEQUENCE + 1, the visitor and the new
 * salesperson get the update and the reminder follows), with a « Visite » line in the lead's history. A
 * visit the new owner cannot take stays with its salesperson and the history says why, for the manager to
 * move or reassign; PostgreSQL's exclusion constraint still decides a race with a booking.
 */
export async function visitsFollowOwner(db: SqlQuery, leadId: number, ownerId: number, author: number | null, now: Date) {
  const { rows: found } = await db.query<{ id: number; starts_at: Date | string; ends_at: Date | string; owner_name: string }>(
    `select visits.id, visits.starts_at, visits.ends_at, coalesce(nullif(trim(users.name), ''), users.email) as owner_name
     from visits join users on users.id = visits.owner_id
     where visits.lead_id = $1 and visits.status = 'booked' and visits.ends_at > $2 and visits.owner_id <> $3 order by visits.starts_at`,
    [leadId, now.toISOString(), ownerId],
  )
  // A transaction's rows keep PostgreSQL's text for dates.
  const visits = found.map((row) => ({ ...row, starts_at: new Date(row.starts_at), ends_at: new Date(row.ends_at) }))
  const conflicts: TakeOverConflict[] = []
  if (!visits.length) return { moved: [] as number[], conflicts }
  const owner = (await db.query<OwnerRow>(ownerCalendarSql, [ownerId, leadId])).rows[0]
  if (!owner) return { moved: [] as number[], conflicts }
  const availability: Availability = {
    hours: owner.hours.map((span): WeeklyHours => ({ day: Number(span.day), from: span.from, to: span.to })),
    visitMinutes: owner.visit_minutes ?? 60,
    marginMinutes: owner.margin_minutes ?? 0,
    noticeHours: null,
    daysOff: owner.days_off.map((off) => ({ from: parisDayOf(off.from), to: off.to ? parisDayOf(off.to) : null })),
  }
  const busy = owner.busy.map((taken) => ({ start: new Date(taken.start), end: new Date(taken.end) }))
  const moved: number[] = []
  for (const visit of visits) {
    const span = { start: visit.starts_at, end: visit.ends_at }
    const before = `Visite du ${visitTime(visit.starts_at)} avec ${visit.owner_name}`
    let problem = takeOverProblem(availability, busy, span)
    if (!problem) {
      const blockedUntil = new Date(visit.ends_at.getTime() + availability.marginMinutes * 60_000)
      await db.query('savepoint visit_take_over')
      try {
        const { rows } = await db.query<{ sequence: number }>(
          `update visits set owner_id = $2, blocked_until = $3, sequence = sequence + 1, updated_at = now()
           where id = $1 and status = 'booked' returning sequence::int as sequence`,
          [visit.id, ownerId, blockedUntil.toISOString()],
        )
        await db.query('release savepoint visit_take_over')
        const sequence = rows[0]?.sequence
        if (sequence === undefined) continue
        await db.query(history, [leadId, before, `Visite du ${visitTime(visit.starts_at)} avec ${owner.name}`, author])
        await db.query(queueMail, [visit.id, sequence, 'moved', null])
        const reminder = reminderAt(visit.starts_at, now)
        if (reminder) await db.query(queueMail, [visit.id, sequence, 'reminder', reminder.toISOString()])
        busy.push({ start: visit.starts_at, end: blockedUntil })
        moved.push(visit.id)
        continue
      } catch (error) {
        // Another visit of the new owner was booked at that time meanwhile (exclusion constraint).
        if ((error as { code?: string }).code !== '23P01' && (error as { cause?: { code?: string } }).cause?.code !== '23P01') throw error
        await db.query('rollback to savepoint visit_take_over')
        problem = takeOverProblems.busy
      }
    }
    const message = `Visite du ${visitTime(visit.starts_at)} restée à ${visit.owner_name}\u00a0: ${owner.name} est ${problem}. À déplacer ou à confier à un autre commercial.`
    await db.query(history, [leadId, before, message, author])
    conflicts.push({ visitId: visit.id, start: visit.starts_at, problem, message })
  }
  return { moved, conflicts }
}
