import type { VisitAddress } from '@/appointments/rules/visitAddress'
import { describeNextAction, type NextAction } from '@/leads/rules/nextAction'
import { departmentOf } from '@/leads/rules/department'
import { isOutsideServiceArea } from '@/rules/serviceArea'
import { reminderAt } from '@/appointments/rules/reminderTime'
import {
  blockedRange,
  bookingHorizon,
  freeSlots,
  offeredSlots,
  slotProblem,
  startProblem,
  type SlotRefusal,
} from '@/appointments/rules/slots'
import { parisClock, parisInstant } from '@/appointments/rules/parisTime'
import type { VisitBooker } from '@/appointments/rules/visitStatus'
import { loadCalendars, type Queryable, type SellerCalendar } from './loadCalendars'
import { bookVisitSql, bookVisitValues, cancelVisitSql, cancelVisitValues, moveVisitSql, moveVisitValues } from './visitSql'

/** A lead as the booking reads it. */
export type BookingLead = {
  id: number
  status: string
  /** The customer, normalised as stored (normalisedEmail, phoneKey): one future visit each. */
  email: string
  phoneKey: string
  postalCode: string
  /** Where the visit takes place, when the visitor or the team gave it. */
  street: string
  town: string
  ownerId: number | null
  nextAction: NextAction
  visit: { id: number; start: Date; end: Date; ownerId: number; sequence: number } | null
}

type LeadRow = {
  id: number
  status: string
  email: string
  phone_key: string | null
  postal_code: string | null
  street: string | null
  town: string | null
  owner_id: number | null
  next_action_type: string | null
  next_action_due_at: Date | null
  next_action_note: string | null
  visit_id: number | null
  visit_start: Date | null
  visit_end: Date | null
  visit_owner: number | null
  visit_sequence: number | null
}

/** A lead that may book: stored, not anonymised, not flagged as spam; with its booked visit if any. */
export async function findBookingLead(pool: Queryable, leadId: number): Promise<BookingLead | null> {
  const { rows } = await pool.query<LeadRow>({
    name: 'visit-booking-lead',
    text: `select leads.id, leads.status::text as status, leads.email, leads.phone_key, leads.postal_code, leads.street, leads.town, leads.owner_id, leads.next_action_type, leads.next_action_due_at, leads.next_action_note,
        visits.id as visit_id, visits.starts_at as visit_start, visits.ends_at as visit_end, visits.owner_id as visit_owner,
        visits.sequence::int as visit_sequence
      from leads left join visits on visits.lead_id = leads.id and visits.status = 'booked'
      where leads.id = $1 and leads.anonymised_at is null and not coalesce(leads.suspected_spam, false)`,
    values: [leadId],
  })
  const row = rows[0]
  if (!row) return null
  return {
    id: row.id,
    status: row.status,
    email: row.email,
    phoneKey: row.phone_key ?? '',
    postalCode: row.postal_code ?? '',
    street: row.street ?? '',
    town: row.town ?? '',
    ownerId: row.owner_id,
    nextAction: { type: row.next_action_type, dueAt: row.next_action_due_at?.toISOString() ?? null, note: row.next_action_note },
    visit:
      row.visit_id && row.visit_start && row.visit_end && row.visit_owner !== null
        ? { id: row.visit_id, start: row.visit_start, end: row.visit_end, ownerId: row.visit_owner, sequence: row.visit_sequence ?? 0 }
        : null,
  }
}

/**
 * The calendars of the salespeople covering a lead, over the booking window from now; none for a lead outside the
 * company's départements, who is called back instead of booking a visit nobody can make.
 */
export const leadCalendars = async (
  pool: Queryable,
  lead: BookingLead,
  now: Date,
  also: number | null = null,
): Promise<SellerCalendar[]> =>
  isOutsideServiceArea(lead.postalCode)
    ? []
    : loadCalendars(
        pool,
        departmentOf(lead.postalCode),
        { from: parisInstant(parisClock(now).day, 0), to: bookingHorizon(now) },
        lead.id,
        also,
      )

/** The slots offered to a lead: times only, every salesperson covering it merged. */
export const leadSlots = (calendars: readonly SellerCalendar[], now: Date): Date[] => offeredSlots(calendars, now)

/** Who acts: the visitor (through their token) or a staff member. */
export type Actor = { by: VisitBooker; userId: number | null }

export type BookingOutcome =
  | { status: 'booked'; visitId: number; ownerId: number; start: Date; end: Date }
  | { status: 'refused'; message: SlotRefusal }
  | { status: 'taken' }
  | { status: 'alreadyBooked' }
  | { status: 'customerBooked' }
  | { status: 'noVisit' }

const NOTE = { visitor: 'réservée en ligne par le visiteur', staff: 'réservée par l’équipe' } as const

const isPgError = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === code

/**
 * The salespeople who may take a visit at `start`, best first: the visit's (or the lead's) salesperson,
 * then whoever has the fewest visits in the window, so visits spread across the team.
 */
function candidates(calendars: readonly SellerCalendar[], start: Date, now: Date, preferred: number | null): SellerCalendar[] {
  return calendars
    .filter((calendar) => slotProblem(calendar.availability, start, now) === null)
    .filter((calendar) => freeSlots(calendar.availability, calendar.busy, now).some((slot) => slot.getTime() === start.getTime()))
    .sort((a, b) => Number(b.id === preferred) - Number(a.id === preferred) || a.visits - b.visits || a.id - b.id)
}

/** What books: a pool whose connections hold a transaction (the customer's locks). */
export type BookingPool = Queryable & { connect: () => Promise<Queryable & { release: () => void }> }

/**
 * A customer's lock keys, in one order for every booking (so two bookings never wait on each other in a
 * cycle): the e-mail's and the phone's, each in a namespace of its own.
 */
const customerLocks = (lead: BookingLead) =>
  [lead.email && `visit-customer-email:${lead.email}`, lead.phoneKey && `visit-customer-phone:${lead.phoneKey}`].filter(Boolean).sort()

/**
 * Runs the insert of a new visit in a transaction that first holds the customer's locks (e-mail and phone),
 * then checks that no other lead of that customer has a visit still to come: one future visit per e-mail
 * and per phone, decided by PostgreSQL whatever instance books (the check runs after the locks, so it sees
 * every booking committed before). One visit per lead is the unique index visits_one_booked_per_lead.
 */
async function bookForCustomer(
  pool: BookingPool,
  lead: BookingLead,
  now: Date,
  insert: (client: Queryable) => Promise<{ id: number }[]>,
): Promise<{ id: number }[] | 'customerBooked'> {
  const client = await pool.connect()
  try {
    await client.query('begin')
    for (const key of customerLocks(lead)) await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [key])
    const { rows: booked } = await client.query({
      name: 'visit-customer-booked',
      text: `select 1 from visits join leads on leads.id = visits.lead_id
        where visits.status = 'booked' and visits.ends_at > $2 and visits.lead_id <> $1
          and ((leads.email = $3 and $3 <> '') or (leads.phone_key = $4 and $4 <> '')) limit 1`,
      values: [lead.id, now.toISOString(), lead.email, lead.phoneKey],
    })
    if (booked.length) {
      await client.query('rollback')
      return 'customerBooked'
    }
    const rows = await insert(client)
    await client.query('commit')
    return rows
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}

/** A staff move's choice: the salesperson who takes the visit, and the lead with it. */
export type MoveChoice = { owner?: number }

/**
 * Books or moves the lead's visit at `start`. The start must be a slot of a covering salesperson
 * (startProblem); each free one is tried in turn, and PostgreSQL's exclusion constraint decides between
 * concurrent bookings: the one that loses gets 'taken', whatever instance it ran on. A staff move keeps the
 * visit with its salesperson unless `choice.owner` names another (who then takes the lead too); a move
 * never changes the lead's owner otherwise.
 */
export async function bookOrMove(
  pool: BookingPool,
  lead: BookingLead,
  start: Date,
  actor: Actor,
  now: Date,
  choice: MoveChoice = {},
): Promise<BookingOutcome> {
  const keep = lead.visit ? (choice.owner ?? (actor.by === 'staff' ? lead.visit.ownerId : null)) : null
  const calendars = (await leadCalendars(pool, lead, now, keep)).filter((calendar) => keep === null || calendar.id === keep)
  const problem = startProblem(
    calendars.map((calendar) => calendar.availability),
    start,
    now,
  )
  if (problem) return { status: 'refused', message: problem }
  for (const calendar of candidates(calendars, start, now, lead.visit?.ownerId ?? lead.ownerId)) {
    const end = new Date(start.getTime() + calendar.availability.visitMinutes * 60_000)
    const blockedUntil = blockedRange(calendar.availability, start).end
    const note = `Visite ${NOTE[actor.by]}`
    const after: NextAction = { type: 'visit', dueAt: start.toISOString(), note }
    const common = {
      owner: calendar.id,
      start: start.toISOString(),
      end: end.toISOString(),
      blockedUntil: blockedUntil.toISOString(),
      author: actor.userId,
      actionBefore: describeNextAction(lead.nextAction),
      actionAfter: describeNextAction(after),
      note,
      reminder: reminderAt(start, now)?.toISOString() ?? null,
    }
    try {
      const rows = lead.visit
        ? (
            await pool.query<{ id: number }>({
              name: 'move-visit',
              text: moveVisitSql,
              values: moveVisitValues({ ...common, visit: lead.visit.id, moveLead: choice.owner !== undefined }),
            })
          ).rows
        : await bookForCustomer(pool, lead, now, async (client) => {
            const { rows: booked } = await client.query<{ id: number }>({
              name: 'book-visit',
              text: bookVisitSql,
              values: bookVisitValues({ ...common, lead: lead.id, bookedBy: actor.by }),
            })
            return booked
          })
      if (rows === 'customerBooked') return { status: 'customerBooked' }
      if (!rows[0]) return { status: 'noVisit' }
      return { status: 'booked', visitId: rows[0].id, ownerId: calendar.id, start, end }
    } catch (error) {
      // Someone else's visit took the time meanwhile: try the next salesperson.
      if (isPgError(error, '23P01')) continue
      // The lead's own visit was booked meanwhile (a second tab, a retry).
      if (isPgError(error, '23505')) return { status: 'alreadyBooked' }
      throw error
    }
  }
  return { status: 'taken' }
}

/**
 * Keeps the address the visitor gave to book the visit on their lead (its postal code only when the lead had none: its calendars
 * were chosen by it). Kept even if the slot is then taken: what the visitor gave is not asked twice.
 */
export async function saveVisitAddress(pool: Queryable, lead: BookingLead, address: VisitAddress): Promise<BookingLead> {
  await pool.query({
    name: 'save-visit-address',
    text: `update leads set street = $2, town = $3, postal_code = case when coalesce(postal_code, '') = '' then $4 else postal_code end,
      updated_at = now() where id = $1`,
    values: [lead.id, address.street, address.town, address.postalCode],
  })
  return { ...lead, street: address.street, town: address.town, postalCode: lead.postalCode || address.postalCode }
}

/** Cancels the lead's booked visit: its slot is free again at once. */
export async function cancelVisit(pool: Queryable, lead: BookingLead, actor: Actor): Promise<boolean> {
  if (!lead.visit) return false
  const note = actor.by === 'visitor' ? 'Aucune (visite annulée par le visiteur)' : 'Aucune (visite annulée par l’équipe)'
  const { rows } = await pool.query({
    name: 'cancel-visit',
    text: cancelVisitSql,
    values: cancelVisitValues({
      visit: lead.visit.id,
      author: actor.userId,
      actionBefore: describeNextAction(lead.nextAction),
      actionAfter: note,
      reason: actor.by === 'visitor' ? 'Annulée par le visiteur' : null,
    }),
  })
  return rows.length > 0
}
