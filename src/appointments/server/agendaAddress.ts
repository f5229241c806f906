import type { Endpoint, FieldHook } from 'payload'
import { siteUrl } from '@/config/siteUrl'
import { postgresOf } from '@/db/postgres'
import { agendaAddress } from '../rules/agendaFeed'

type Person = { id?: number | string; role?: string | null }

const hasAgenda = (person: Person | undefined) => person?.role === 'sales' || person?.role === 'admin'

async function addressOf(pool: ReturnType<typeof postgresOf>['pool'], secret: string, userId: number) {
  const { rows } = await pool.query<{ version: number }>(
    'select coalesce(calendar_feed_version, 0)::int as version from users where id = $1',
    [userId],
  )
  return rows[0] ? agendaAddress(siteUrl(), secret, userId, rows[0].version) : null
}

/** The calendar address, in the person's own account only (`/api/users/me`, their account's view): a secret of theirs. */
export const calendarFeedOf: FieldHook = async ({ data, req }) => {
  const person = data as Person | undefined
  if (!req.user || req.user.collection !== 'users' || String(req.user.id) !== String(person?.id) || !hasAgenda(person)) return undefined
  return addressOf(postgresOf(req.payload).pool, req.payload.secret, Number(person?.id))
}

/**
 * POST /api/users/:id/agenda: a new calendar address for the person (the old one stops answering at once), by
 * themselves or an admin; the new address is given to the person only.
 */
export const renewAgenda: Endpoint = {
  path: '/:id/agenda',
  method: 'post',
  handler: async (req) => {
    const id = Number(req.routeParams?.id)
    const self = req.user?.collection === 'users' && String(req.user.id) === String(id)
    if (!req.user || !(self || req.user.role === 'admin'))
      return Response.json({ message: 'Réservé à la personne et aux administrateurs.' }, { status: 403 })
    const { pool } = postgresOf(req.payload)
    const { rowCount } = await pool.query(
      `update users set calendar_feed_version = coalesce(calendar_feed_version, 0) + 1, updated_at = now() where id = $1 and role in ('sales', 'admin')`,
      [id],
    )
    if (!rowCount) return Response.json({ message: 'Compte inconnu ou sans agenda.' }, { status: 404 })
    return Response.json({
      message: 'Nouvelle adresse d’agenda\u00a0: l’ancienne ne répond plus.',
      ...(self ? { calendarFeed: await addressOf(pool, req.payload.secret, id) } : {}),
    })
  },
}
