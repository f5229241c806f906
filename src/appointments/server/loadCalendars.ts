import type pg from 'pg'
import type { Availability, WeeklyHours } from '@/appointments/rules/availability'
import type { Busy } from '@/appointments/rules/slots'
import { parisClock } from '@/appointments/rules/parisTime'

/** What runs the statements: Payload's pool, or another instance's. */
export type Queryable = Pick<pg.Pool, 'query'>

/** A salesperson who may visit the lead, with their calendar in the booking window. */
export type SellerCalendar = { id: number; name: string; availability: Availability; busy: Busy[]; visits: number }

type CalendarRow = {
  id: number
  name: string | null
  email: string
  visit_minutes: number | null
  margin_minutes: number | null
  notice_hours: number | null
  hours: { day: string; from: string; to: string }[]
  days_off: { from: string; to: string | null }[]
  busy: { start: string; end: string }[]
}

/**
 * The salespeople who cover a département, as the assignment by département sees them: the active
 * salespeople (sales role, account active, receiving leads) whose list holds it; nobody: those who cover no département;
 * nobody either: every active salesperson. With their hours, days off and the booked visits (margin
 * included) that meet the window, the lead's own visit left out (moving it may reuse its time). `also`: a
 * salesperson added whatever their territory (the visit's own, kept by a move).
 */
const calendarsSql = `
with sellers as (
  select id from users where role = 'sales' and receives_leads and active
), covering as (
  select sellers.id from sellers where exists (
    select 1 from users_texts covered where covered.parent_id = sellers.id and covered.path = 'departments' and covered.text = $1::varchar)
), generalists as (
  select sellers.id from sellers
  where not exists (select 1 from users_texts covered where covered.parent_id = sellers.id and covered.path = 'departments')
), pool as (
  select id from covering
  union all select id from generalists where not exists (select 1 from covering)
  union all select id from sellers where not exists (select 1 from covering) and not exists (select 1 from generalists)
), chosen as (
  select id from pool
  union select id from users where id = $5::int and role = 'sales' and active
)
select users.id, users.name, users.email,
  users.availability_visit_minutes::int as visit_minutes, users.availability_margin_minutes::int as margin_minutes,
  users.availability_notice_hours::float8 as notice_hours,
  coalesce((select json_agg(json_build_object('day', hours.day, 'from', hours."from", 'to', hours."to") order by hours._order)
    from users_availability_hours hours where hours._parent_id = users.id), '[]') as hours,
  coalesce((select json_agg(json_build_object('from', off."from", 'to', off."to"))
    from users_availability_days_off off where off._parent_id = users.id), '[]') as days_off,
  coalesce((select json_agg(json_build_object('start', visits.starts_at, 'end', visits.blocked_until))
    from visits where visits.owner_id = users.id and visits.status = 'booked' and visits.blocked_until > $2 and visits.starts_at < $3
      and visits.lead_id is distinct from $4::int), '[]') as busy
from chosen join users on users.id = chosen.id
order by users.id`

/** A day off as stored (a date field: noon of that day, in UTC) as its Paris day. */
const parisDayOf = (value: string) => parisClock(new Date(value)).day

export async function loadCalendars(
  pool: Queryable,
  department: string | null,
  window: { from: Date; to: Date },
  leadId: number | null,
  also: number | null = null,
): Promise<SellerCalendar[]> {
  const { rows } = await pool.query<CalendarRow>({
    name: 'visit-calendars',
    text: calendarsSql,
    values: [department, window.from.toISOString(), window.to.toISOString(), leadId, also],
  })
  return rows.map((row) => ({
    id: row.id,
    name: row.name ?? '',
    visits: row.busy.length,
    availability: {
      hours: row.hours.map((span): WeeklyHours => ({ day: Number(span.day), from: span.from, to: span.to })),
      visitMinutes: row.visit_minutes ?? 60,
      marginMinutes: row.margin_minutes ?? 0,
      noticeHours: row.notice_hours,
      daysOff: row.days_off.map((off) => ({ from: parisDayOf(off.from), to: off.to ? parisDayOf(off.to) : null })),
    },
    busy: row.busy.map((taken) => ({ start: new Date(taken.start), end: new Date(taken.end) })),
  }))
}
