/*
 * GET /api/agenda/<user id>-<key>.ics: a salesperson's calendar to subscribe to from a phone (their visits and
 * next actions), or the team's for an admin; read by calendar apps without a session, so the address itself
 * is the secret (src/appointments/rules/agendaFeed.ts). Any other address, a renewed one, or an account
 * switched off finds nothing, and the answer says no more.
 */
import { agendaEvents } from '@/appointments/rules/agendaEvents'
import { agendaRequest, isAgendaKey } from '@/appointments/rules/agendaFeed'
import { subscribedCalendar } from '@/appointments/rules/ics'
import { loadAgenda } from '@/appointments/server/loadAgenda'
import { siteUrl } from '@/config/siteUrl'
import { postgresOf } from '@/db/postgres'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

const notFound = () => new Response('Introuvable.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })

export async function GET(_request: Request, { params }: { params: Promise<{ feed: string }> }): Promise<Response> {
  const asked = agendaRequest((await params).feed)
  if (!asked) return notFound()
  const payload = await getPayloadClient()
  const { pool } = postgresOf(payload)
  const { rows } = await pool.query<{ role: string; name: string | null; version: number }>(
    `select role, name, coalesce(calendar_feed_version, 0)::int as version from users where id = $1 and active and role in ('sales', 'admin')`,
    [asked.userId],
  )
  const person = rows[0]
  if (!person || !isAgendaKey(payload.secret, asked.userId, person.version, asked.key)) return notFound()
  const team = person.role === 'admin'
  const { visits, actions } = await loadAgenda(pool, asked.userId, team)
  const name = team
    ? 'Visites de l’équipe – Combles & Extensions du Nord'
    : `Mes visites – ${person.name?.trim() || 'Combles & Extensions du Nord'}`
  return new Response(subscribedCalendar(name, agendaEvents(visits, actions, siteUrl())), {
    headers: { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, no-store' },
  })
}
