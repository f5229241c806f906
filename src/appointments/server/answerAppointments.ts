import { isOutsideServiceArea } from '@/rules/serviceArea'
import { bookingToken, verifyBookingToken } from '@/appointments/rules/bookingToken'
import { publishedCalendar } from '@/appointments/rules/ics'
import { googleCalendarLink, visitorCalendarEvent } from '@/appointments/rules/visitorCalendar'
import { visitPageUrl } from '@/appointments/ui/visitToken'
import { siteUrl } from '@/config/siteUrl'
import { firstName, visitPreparation } from '@/appointments/rules/visitMessages'
import { slotRefusals } from '@/appointments/rules/slots'
import { readVisitAddress, visitPlace } from '@/appointments/rules/visitAddress'
import { bookOrMove, cancelVisit, findBookingLead, leadCalendars, leadSlots, saveVisitAddress, type BookingLead } from './visitBooking'
import { isClosedStatus } from '@/leads/rules/leadStatus'
import type { BookingPool } from './visitBooking'

/** What an appointments endpoint sends back: a status and a JSON body. */
export type AppointmentAnswer = { status: number; body: Record<string, unknown> }

export const appointmentRefusals = {
  notFound: 'Ce lien de réservation est invalide ou a expiré. Appelez-nous ou envoyez une nouvelle demande.',
  unreadable: 'Requête illisible : envoyez un objet JSON avec le jeton et le début du créneau.',
  address: 'Indiquez l’adresse où la visite aura lieu.',
  taken: 'Ce créneau vient d’être réservé par quelqu’un d’autre. Choisissez un des créneaux suivants.',
  alreadyBooked: 'Une visite est déjà réservée pour votre demande : déplacez-la plutôt que d’en réserver une seconde.',
  noVisit: 'Aucune visite n’est réservée pour votre demande.',
  closed: 'Votre demande est close\u202f: la réservation en ligne n’est plus possible. Appelez-nous pour convenir d’une visite.',
  customerBooked:
    'Une visite est déjà prévue pour vos coordonnées (même e-mail ou même téléphone)\u202f: déplacez-la avec le lien reçu par e-mail, ou appelez-nous.',
} as const

/** How many free slots a 409 proposes instead of the one just taken. */
const NEXT_SLOTS = 6

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

const notFound = (): AppointmentAnswer => ({ status: 404, body: { message: appointmentRefusals.notFound } })

type Context = { pool: BookingPool; secret: string; now?: Date }

/**
 * The lead a token grants, still able to book; null for a forged, expired or spent one (404). A token of a
 * lead since merged into another grants the lead kept: the customer's link keeps working after a merge.
 */
async function grantedLead(context: Context, token: unknown, now: Date): Promise<BookingLead | null> {
  const grant = verifyBookingToken(context.secret, token, now)
  if (!grant) return null
  const lead = await findBookingLead(context.pool, grant.leadId)
  if (lead) return lead
  const { rows } = await context.pool.query<{ id: number }>(
    `select id from leads where merged_leads @> jsonb_build_array(jsonb_build_object('lead', $1::int)) limit 1`,
    [grant.leadId],
  )
  return rows[0] ? findBookingLead(context.pool, rows[0].id) : null
}

type BookedVisit = { id: number; sequence: number; start: Date; end: Date }

/**
 * The visit as the visitor's calendar holds it, its link to move or cancel valid until the day after the visit (as the
 * e-mails' link), whatever the age of the token the page was opened with.
 */
function visitorEvent(context: Context, lead: BookingLead, visit: BookedVisit, salesperson: string, now: Date) {
  const token = bookingToken(context.secret, lead.id, new Date(visit.end.getTime() + 86_400_000))
  return visitorCalendarEvent(
    {
      visitId: visit.id,
      ...visit,
      salesperson: firstName(salesperson),
      place: visitPlace(lead),
      manageUrl: `${siteUrl()}${visitPageUrl(token)}`,
    },
    now,
  )
}

function visitJson(context: Context, lead: BookingLead, visit: BookedVisit, salesperson: string, now: Date) {
  return {
    start: visit.start.toISOString(),
    end: visit.end.toISOString(),
    salesperson: firstName(salesperson),
    postalCode: lead.postalCode,
    place: visitPlace(lead),
    preparation: visitPreparation,
    googleCalendar: googleCalendarLink(visitorEvent(context, lead, visit, salesperson, now)),
  }
}

/** What the booking page knows of the visit's address: asked before booking when there is no street (`needsAddress`). */
const addressJson = (lead: BookingLead) => ({ street: lead.street, postalCode: lead.postalCode, town: lead.town })

async function sellerName(pool: BookingPool, id: number): Promise<string> {
  const { rows } = await pool.query<{ name: string | null }>('select name from users where id = $1', [id])
  return rows[0]?.name ?? ''
}

/**
 * GET /api/appointments/slots?token=: the free slot starts of the next 14 days for that lead (times only:
 * no salesperson's personal data), and its booked visit if any. No slot: `callback` true, the page
 * promises a call back instead (`outOfArea`: the lead lives outside the départements the company serves).
 */
export async function answerSlots(context: Context, token: string | null): Promise<AppointmentAnswer> {
  const now = context.now ?? new Date()
  const lead = await grantedLead(context, token, now)
  if (!lead) return notFound()
  const slots = leadSlots(await leadCalendars(context.pool, lead, now), now)
  const visit = lead.visit ? visitJson(context, lead, lead.visit, await sellerName(context.pool, lead.visit.ownerId), now) : null
  return {
    status: 200,
    body: {
      slots: slots.map((slot) => slot.toISOString()),
      visit,
      callback: slots.length === 0,
      outOfArea: isOutsideServiceArea(lead.postalCode),
      address: addressJson(lead),
      needsAddress: !lead.street,
    },
  }
}

type BookingRequest = { token: unknown; start: unknown; address?: unknown }

function readBody(body: string): BookingRequest | null {
  try {
    const json: unknown = JSON.parse(body)
    return typeof json === 'object' && json !== null && !Array.isArray(json) ? (json as BookingRequest) : null
  } catch {
    return null
  }
}

/**
 * POST /api/appointments { token, start, address? } (book) and PATCH (move): 201/200 with the visit; 409 when the
 * slot was just taken, with the next free ones; 400 with a French message for a start that is no slot, or for a
 * lead without a street booked without a valid `address` { street, postalCode, town } (each field's message in
 * `errors`); 404 for a forged or expired token. Staff moves go through the same function with `actor` staff.
 */
export async function answerBooking(context: Context, body: string, mode: 'book' | 'move'): Promise<AppointmentAnswer> {
  const now = context.now ?? new Date()
  const request = readBody(body)
  if (!request) return { status: 400, body: { message: appointmentRefusals.unreadable } }
  const lead = await grantedLead(context, request.token, now)
  if (!lead) return notFound()
  if (typeof request.start !== 'string' || !isoInstant.test(request.start)) return { status: 400, body: { message: slotRefusals.invalid } }
  // A lead whose work is over (Converti, Perdu, Invalide) books and moves nothing; cancelling stays possible.
  if (isClosedStatus(lead.status)) return { status: 409, body: { message: appointmentRefusals.closed } }
  if (mode === 'book' && lead.visit) return { status: 409, body: { message: appointmentRefusals.alreadyBooked } }
  if (mode === 'move' && !lead.visit) return { status: 409, body: { message: appointmentRefusals.noVisit } }
  let visitLead = lead
  if (mode === 'book' && !lead.street) {
    const read = readVisitAddress(request.address, lead.postalCode)
    if (read.errors) return { status: 400, body: { message: appointmentRefusals.address, errors: read.errors } }
    visitLead = await saveVisitAddress(context.pool, lead, read.address)
  }
  const outcome = await bookOrMove(context.pool, visitLead, new Date(request.start), { by: 'visitor', userId: null }, now)
  switch (outcome.status) {
    case 'booked':
      return {
        status: mode === 'book' ? 201 : 200,
        body: {
          visit: visitJson(
            context,
            visitLead,
            {
              id: outcome.visitId,
              sequence: mode === 'book' ? 0 : (lead.visit?.sequence ?? 0) + 1,
              start: outcome.start,
              end: outcome.end,
            },
            await sellerName(context.pool, outcome.ownerId),
            now,
          ),
        },
      }
    case 'refused':
      return { status: 400, body: { message: outcome.message } }
    case 'alreadyBooked':
      return { status: 409, body: { message: appointmentRefusals.alreadyBooked } }
    case 'customerBooked':
      return { status: 409, body: { message: appointmentRefusals.customerBooked } }
    case 'noVisit':
      return { status: 409, body: { message: appointmentRefusals.noVisit } }
    case 'taken': {
      const slots = leadSlots(await leadCalendars(context.pool, lead, now), now).slice(0, NEXT_SLOTS)
      return { status: 409, body: { message: appointmentRefusals.taken, slots: slots.map((slot) => slot.toISOString()) } }
    }
  }
}

/** DELETE /api/appointments?token=: cancels the lead's visit (200), its slot free again at once. */
export async function answerCancel(context: Context, token: string | null): Promise<AppointmentAnswer> {
  const now = context.now ?? new Date()
  const lead = await grantedLead(context, token, now)
  if (!lead) return notFound()
  const cancelled = await cancelVisit(context.pool, lead, { by: 'visitor', userId: null })
  return cancelled ? { status: 200, body: { cancelled: true } } : { status: 409, body: { message: appointmentRefusals.noVisit } }
}

/**
 * GET /api/appointments/calendar?token=: the booked visit as a calendar file to add to one's own calendar (.ics,
 * METHOD PUBLISH, the invitations' UID); 409 without a booked visit, 404 for a forged or expired token.
 */
export async function answerVisitCalendar(context: Context, token: string | null): Promise<AppointmentAnswer> {
  const now = context.now ?? new Date()
  const lead = await grantedLead(context, token, now)
  if (!lead) return notFound()
  if (!lead.visit) return { status: 409, body: { message: appointmentRefusals.noVisit } }
  const event = visitorEvent(context, lead, lead.visit, await sellerName(context.pool, lead.visit.ownerId), now)
  return { status: 200, body: { calendar: publishedCalendar([event]) } }
}
