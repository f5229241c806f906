import type { Endpoint, PayloadRequest } from 'payload'
import { userHasRole } from '@/access/roles'
import { postgresOf } from '@/db/postgres'
import { slugs } from '@collections/slugs'
import { visitTime } from '@/appointments/rules/visitLabel'
import { OPEN_STATUSES_SQL } from '@/leads/rules/statusSql'

const handOverMessages = {
  adminOnly: 'Réservé aux administrateurs.',
  unknown: 'Compte inconnu.',
  colleague: 'Indiquez à quel commercial actif confier les leads («\u00a0to\u00a0», et «\u00a0leads\u00a0» pour un lead à un autre).',
  self: 'Les leads ne peuvent pas être confiés à la personne qui les quitte.',
} as const

type Body = { to?: unknown; leads?: unknown }

/** The active salespeople among `ids`. */
async function activeSellers(req: PayloadRequest, ids: number[]): Promise<Set<number>> {
  const { rows } = await postgresOf(req.payload).pool.query<{ id: number }>(
    `select id from users where id = any($1::int[]) and role = 'sales' and active`,
    [ids],
  )
  return new Set(rows.map((row) => row.id))
}

/**
 * POST /api/users/:id/handover {"to": colleague, "leads": {"<lead id>": colleague, …}}: an admin hands a
 * person's open leads to colleagues (each lead to `leads[id]`, else to `to`), each through Payload's update
 * so that everything a reassignment does happens: the history line, the new owner's e-mail (notifyOwner's
 * job) and the lead's visits still to come following it when the colleague is free (visitsFollowLead).
 * Answers how many leads moved, and the visits that stayed (the person's, on leads of others or with a busy
 * colleague), in French, for the admin to settle by hand.
 */
export const handOverAccount: Endpoint = {
  path: '/:id/handover',
  method: 'post',
  handler: async (req) => {
    if (!userHasRole(req.user, 'admin')) return Response.json({ message: handOverMessages.adminOnly }, { status: 403 })
    const id = Number(req.routeParams?.id)
    const { pool } = postgresOf(req.payload)
    const person = Number.isSafeInteger(id) ? (await pool.query<{ id: number }>('select id from users where id = $1', [id])).rows[0] : null
    if (!person) return Response.json({ message: handOverMessages.unknown }, { status: 404 })
    const body = ((await req.json?.().catch(() => null)) ?? {}) as Body
    const to = body.to === undefined || body.to === null ? null : Number(body.to)
    const perLead = new Map<number, number>(
      typeof body.leads === 'object' && body.leads !== null
        ? Object.entries(body.leads as Record<string, unknown>).map(([lead, colleague]) => [Number(lead), Number(colleague)])
        : [],
    )
    const named = [...new Set([...(to === null ? [] : [to]), ...perLead.values()])]
    if (!named.length || named.some((colleague) => !Number.isSafeInteger(colleague)))
      return Response.json({ message: handOverMessages.colleague }, { status: 400 })
    if (named.includes(id)) return Response.json({ message: handOverMessages.self }, { status: 400 })
    const active = await activeSellers(req, named)
    if (named.some((colleague) => !active.has(colleague))) return Response.json({ message: handOverMessages.colleague }, { status: 400 })

    const { rows: leads } = await pool.query<{ id: number }>(
      `select id from leads where owner_id = $1 and ${OPEN_STATUSES_SQL} and anonymised_at is null order by id`,
      [id],
    )
    const moved: { lead: number; to: number }[] = []
    for (const lead of leads) {
      const colleague = perLead.get(lead.id) ?? to
      if (colleague === null) continue
      await req.payload.update({ collection: slugs.leads, id: lead.id, data: { owner: colleague }, overrideAccess: true, depth: 0, req })
      moved.push({ lead: lead.id, to: colleague })
    }
    const { rows: staying } = await pool.query<{ id: number; lead_id: number; starts_at: Date; lead_name: string }>(
      `select visits.id, visits.lead_id, visits.starts_at, leads.name as lead_name from visits join leads on leads.id = visits.lead_id
       where visits.owner_id = $1 and visits.status = 'booked' and visits.ends_at > now() order by visits.starts_at`,
      [id],
    )
    return Response.json({
      leads: moved,
      visitsLeft: staying.map((visit) => ({
        visit: visit.id,
        lead: visit.lead_id,
        message: `Visite du ${visitTime(visit.starts_at)} chez ${visit.lead_name} (lead n° ${visit.lead_id})\u00a0: toujours à cette personne, à déplacer ou à confier à un collègue.`,
      })),
    })
  },
}
