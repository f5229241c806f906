import type { Endpoint } from 'payload'
import { userHasRole } from '@/access/roles'
import { anonymiseLead } from '@/leads/jobs/anonymiseLead'

/** POST /api/leads/:id/erase: an admin erases a person's data on request (right to erasure). */
export const eraseLead: Endpoint = {
  path: '/:id/erase',
  method: 'post',
  handler: async (req) => {
    if (!userHasRole(req.user, 'admin')) return Response.json({ message: 'Réservé aux administrateurs.' }, { status: 403 })
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id)) return Response.json({ message: 'Lead inconnu.' }, { status: 404 })
    const exists = await req.payload.count({ collection: 'leads', where: { id: { equals: id } }, overrideAccess: true })
    if (!exists.totalDocs) return Response.json({ message: 'Lead inconnu.' }, { status: 404 })
    await anonymiseLead(req.payload, id)
    return Response.json({ id, erased: true })
  },
}
