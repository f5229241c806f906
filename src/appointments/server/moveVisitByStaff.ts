import type { Endpoint } from 'payload'
import { postgresOf } from '@/db/postgres'
import { requireSales } from '@/leads/collections/Leads/endpoints/requireSales'
import { slotRefusals } from '@/appointments/rules/slots'
import { appointmentRefusals } from './answerAppointments'
import { bookOrMove, findBookingLead } from './visitBooking'

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

/**
 * POST /api/visits/:id/move { start, owner? }: staff move a visit from the calendar, under the same rules as
 * the visitor (a slot, free); the visit stays with its salesperson, or goes to `owner` (a salesperson), who
 * then takes the lead too. The visitor and the salesperson get the update (same UID, new SEQUENCE) and the
 * lead's history names the staff member.
 */
export const moveVisitByStaff: Endpoint = {
  path: '/:id/move',
  method: 'post',
  handler: async (req) => {
    const refused = requireSales(req)
    if (refused) return refused
    const body = (await req.json?.().catch(() => null)) as { start?: unknown; owner?: unknown } | null
    const start = typeof body?.start === 'string' && isoInstant.test(body.start) ? new Date(body.start) : null
    if (!start) return Response.json({ message: slotRefusals.invalid }, { status: 400 })
    const owner = body?.owner === undefined || body.owner === null ? undefined : Number(body.owner)
    if (owner !== undefined && !Number.isSafeInteger(owner)) return Response.json({ message: 'Commercial inconnu.' }, { status: 400 })
    const { pool } = postgresOf(req.payload)
    const { rows } = await pool.query<{ lead_id: number }>(`select lead_id from visits where id = $1 and status = 'booked'`, [
      Number(req.routeParams?.id),
    ])
    const lead = rows[0] ? await findBookingLead(pool, rows[0].lead_id) : null
    if (!lead) return Response.json({ message: appointmentRefusals.noVisit }, { status: 404 })
    const outcome = await bookOrMove(pool, lead, start, { by: 'staff', userId: Number(req.user!.id) }, new Date(), { owner })
    if (outcome.status === 'booked') return Response.json({ start: outcome.start.toISOString() })
    if (outcome.status === 'refused') return Response.json({ message: outcome.message }, { status: 400 })
    return Response.json({ message: appointmentRefusals.taken }, { status: 409 })
  },
}
