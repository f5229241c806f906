import type { Endpoint } from 'payload'
import { postgresOf } from '@/db/postgres'
import { requireSales } from '@/leads/collections/Leads/endpoints/requireSales'
import { slugs } from '@collections/slugs'
import { cancelWithReason } from './cancelLeadVisits'

const staffCancelMessages = {
  onlyCancel:
    'Une visite ne se modifie ici que pour l’annuler ({"status": "cancelled", "reason": "…"})\u00a0: pour la déplacer, utilisez « Déplacer » dans le calendrier des visites.',
  reasonTooLong: 'Le motif d’annulation tient en 500 caractères au plus.',
  notFound: 'Visite introuvable.',
  notBooked: 'Cette visite n’est plus réservée (déjà annulée).',
  done: 'Visite annulée\u00a0: le visiteur est prévenu par e-mail, avec un lien pour en choisir une autre.',
} as const

/**
 * PATCH /api/visits/:id {"status": "cancelled", "reason": "…"}: staff cancel a visit (Payload's own update
 * stays closed: the visits are written by the booking's SQL only). As the visitor's own cancel does, in one
 * statement: the slot is free at once, the visitor and the salesperson get the cancellation (the visitor's
 * with a link to book another time), the lead's next action is cleared with a history line naming the staff
 * member and the reason, kept on the visit too.
 */
export const cancelVisitByStaff: Endpoint = {
  path: '/:id',
  method: 'patch',
  handler: async (req) => {
    const refused = requireSales(req)
    if (refused) return refused
    const body = (await req.json?.().catch(() => null)) as { status?: unknown; reason?: unknown; cancellationReason?: unknown } | null
    if (body?.status !== 'cancelled') return Response.json({ message: staffCancelMessages.onlyCancel }, { status: 400 })
    const given = typeof body.reason === 'string' ? body.reason : typeof body.cancellationReason === 'string' ? body.cancellationReason : ''
    const reason = given.trim()
    if (reason.length > 500) return Response.json({ message: staffCancelMessages.reasonTooLong }, { status: 400 })
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id)) return Response.json({ message: staffCancelMessages.notFound }, { status: 404 })
    const { pool } = postgresOf(req.payload)
    const { rows } = await pool.query<{ status: string }>('select status from visits where id = $1', [id])
    if (!rows[0]) return Response.json({ message: staffCancelMessages.notFound }, { status: 404 })
    const author = Number(req.user!.id)
    const action = `Aucune (visite annulée par l’équipe${reason ? `\u00a0: ${reason}` : ''})`
    if (rows[0].status !== 'booked' || !(await cancelWithReason(pool, id, author, action, reason || 'Annulée par l’équipe')))
      return Response.json({ message: staffCancelMessages.notBooked }, { status: 409 })
    const doc = await req.payload.findByID({ collection: slugs.visits, id, depth: 0, overrideAccess: true })
    return Response.json({ doc, message: staffCancelMessages.done })
  },
}
