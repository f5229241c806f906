import type { FieldHook } from 'payload'
import { transactionQuery } from '@/db/transactionQuery'
import { visitTime } from '@/appointments/rules/visitLabel'

/**
 * SQL condition: the visit (`visits`) falls on a day off of its salesperson (days off are stored at noon
 * UTC of their Paris day; `to` empty: that day alone). One rule for the calendar's flag and the account's list.
 */
export const onDayOffSql = `exists (
  select 1 from users_availability_days_off off where off._parent_id = visits.owner_id
    and (visits.starts_at at time zone 'Europe/Paris')::date
      between (off."from" at time zone 'Europe/Paris')::date and (coalesce(off."to", off."from") at time zone 'Europe/Paris')::date)`

/**
 * The account's booked visits still to come that fall on one of its days off, one French line each: saving
 * a day off over booked visits keeps them (the visitor was promised that time), and this says which ones to
 * move, cancel or hand over. Read in the request's transaction, so the answer to the save already counts
 * the new days off.
 */
export const listVisitsOnDaysOff: FieldHook = async ({ data, req }) => {
  const id = Number(data?.id)
  if (!Number.isSafeInteger(id) || data?.role !== 'sales') return null
  const db = await transactionQuery(req)
  const { rows } = await db.query<{ lead_id: number; lead_name: string; starts_at: Date | string }>(
    `select visits.lead_id, leads.name as lead_name, visits.starts_at from visits join leads on leads.id = visits.lead_id
     where visits.owner_id = $1 and visits.status = 'booked' and visits.ends_at > now() and ${onDayOffSql}
     order by visits.starts_at`,
    [id],
  )
  if (!rows.length) return null
  return [
    `${rows.length} visite${rows.length > 1 ? 's' : ''} réservée${rows.length > 1 ? 's' : ''} pendant une absence, à déplacer, annuler ou confier à un collègue\u00a0:`,
    ...rows.map((row) => `– ${visitTime(new Date(row.starts_at))}\u00a0: ${row.lead_name} (lead n° ${row.lead_id})`),
  ].join('\n')
}
