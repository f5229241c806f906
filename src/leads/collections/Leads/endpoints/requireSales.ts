import type { PayloadRequest } from 'payload'
import { userHasRole } from '@/access/roles'

/** A refusal response unless the request comes from signed-in sales staff or an admin. */
export function requireSales(req: PayloadRequest): Response | null {
  if (!req.user) return Response.json({ message: 'Non authentifié.' }, { status: 401 })
  if (!userHasRole(req.user, 'admin', 'sales')) return Response.json({ message: 'Accès refusé.' }, { status: 403 })
  return null
}
