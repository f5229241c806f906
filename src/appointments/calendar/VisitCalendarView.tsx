import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { userHasRole } from '@/access/roles'
import { firstParam } from '@/admin/firstParam'
import { StaffAdminPage } from '@/admin/StaffAdminPage'
import { postgresOf } from '@/db/postgres'
import { parisClock } from '@/appointments/rules/parisTime'
import { onDayOffSql } from '@/appointments/server/visitsOnDaysOff'
import { calendarWeek } from './calendarWeek'
import { CancelVisit } from './CancelVisit'
import { MoveVisit } from './MoveVisit'
import '@/leads/dashboard/dashboard.css'

const dayTitle = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', weekday: 'long', day: 'numeric', month: 'long' })
const time = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' })

type Row = {
  id: number
  lead_id: number
  lead_name: string
  postal_code: string | null
  starts_at: Date
  ends_at: Date
  owner: string
  booked_by: string
  on_day_off: boolean
}

/**
 * /admin/visites: the week's booked visits, day by day (Paris time). A salesperson sees their own, an admin
 * everyone's with the salesperson's name. Plain links and lists: the keyboard and screen readers move
 * through days as headings. Each visit can be moved (the visitor is told by e-mail); one that falls on its
 * salesperson's day off is flagged.
 */
export async function VisitCalendarView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  if (!req.user) redirect('/admin/login?redirect=%2Fadmin%2Fvisites')
  const allowed = userHasRole(req.user, 'admin', 'sales')
  const manager = userHasRole(req.user, 'admin')
  const week = calendarWeek(firstParam(searchParams?.semaine), new Date())
  const { rows } = allowed
    ? await postgresOf(req.payload).pool.query<Row>(
        `select visits.id, visits.lead_id, leads.name as lead_name, leads.postal_code, visits.starts_at, visits.ends_at, visits.booked_by,
           coalesce(nullif(trim(users.name), ''), users.email) as owner, ${onDayOffSql} as on_day_off
         from visits join leads on leads.id = visits.lead_id join users on users.id = visits.owner_id
         where visits.status = 'booked' and visits.starts_at >= $1 and visits.starts_at < $2 and ($3::int is null or visits.owner_id = $3)
         order by visits.starts_at`,
        [week.from.toISOString(), week.to.toISOString(), manager ? null : Number(req.user.id)],
      )
    : { rows: [] as Row[] }
  return (
    <StaffAdminPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <div className="ld">
        <header className="ld-header">
          <h1>{manager ? 'Visites de l’équipe' : 'Mes visites'}</h1>
          <nav aria-label="Semaines" className="ld-filters">
            <Link className="ld-button ld-button--ghost" href={`/admin/visites?semaine=${week.previous}`}>
              Semaine précédente
            </Link>
            <Link className="ld-button ld-button--ghost" href="/admin/visites">
              Cette semaine
            </Link>
            <Link className="ld-button ld-button--ghost" href={`/admin/visites?semaine=${week.next}`}>
              Semaine suivante
            </Link>
          </nav>
        </header>
        {!allowed ? (
          <p>Le calendrier des visites est réservé à l’équipe commerciale.</p>
        ) : (
          week.days.map((day) => {
            const visits = rows.filter((row) => parisClock(row.starts_at).day === day)
            return (
              <section key={day} aria-labelledby={`jour-${day}`}>
                <h2 id={`jour-${day}`}>{dayTitle.format(new Date(`${day}T12:00:00Z`))}</h2>
                {visits.length === 0 ? (
                  <p>Aucune visite.</p>
                ) : (
                  <ul>
                    {visits.map((visit) => (
                      <li key={visit.id}>
                        <strong>
                          {time.format(visit.starts_at)}–{time.format(visit.ends_at)}
                        </strong>{' '}
                        <Link href={`/admin/dashboard?lead=${visit.lead_id}`}>{visit.lead_name}</Link>
                        {visit.postal_code ? ` (${visit.postal_code})` : ''}
                        {manager ? ` · ${visit.owner}` : ''}
                        {visit.booked_by === 'visitor' ? ' · réservée en ligne' : ''}
                        {visit.on_day_off ? <strong> · pendant une absence du commercial : à déplacer ou à confier</strong> : null}
                        <MoveVisit visitId={visit.id} start={visit.starts_at.toISOString()} />
                        <CancelVisit visitId={visit.id} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            )
          })
        )}
      </div>
    </StaffAdminPage>
  )
}
