import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { userHasRole } from '@/access/roles'
import { firstParam } from '@/admin/firstParam'
import { StaffAdminPage } from '@/admin/StaffAdminPage'
import { leadReport } from './leadReport'
import { reportCharts } from './reportCharts'
import { parisToday, reportRange } from './reportRange'
import { dayLabel, reportTables } from './reportTables'
import { PeriodForm } from './PeriodForm'
import { ReportSection } from './ReportSection'
import '@/leads/dashboard/dashboard.css'
import './reports.css'

/** Notes under some figures: what they count. */
const notes: Record<string, string> = {
  sources:
    'Source d’un lead : ses paramètres UTM (source / support) s’il en a, sinon le domaine du site qui l’a envoyé, sinon « Accès direct ».',
  'reponse-semaine':
    'Première réponse : la première ouverture du lead (ou son premier changement de statut) ou sa première activité réalisée, la plus tôt des deux. Une activité planifiée n’en est pas une.',
  anciennete: 'Tous les leads encore ouverts (Nouveau, À contacter, En cours), quelle que soit la période.',
}

/** /admin/reports: the sales reports. Custom admin views are public by default: this one checks the user itself. */
export async function ReportsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  if (!req.user) redirect('/admin/login?redirect=%2Fadmin%2Freports')
  const allowed = userHasRole(req.user, 'admin', 'sales')
  const asked = reportRange({ du: firstParam(searchParams?.du), au: firstParam(searchParams?.au) }, parisToday(new Date()))
  const range = asked.ok
    ? asked.range
    : (reportRange({}, parisToday(new Date())) as { ok: true; range: { from: string; to: string } }).range
  const report = allowed ? await leadReport(req.payload, range) : null
  const charts = report ? reportCharts(report) : {}
  return (
    <StaffAdminPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <div className="ld lr">
        <header className="ld-header">
          <h1>Rapports</h1>
          <Link className="ld-button ld-button--ghost" href="/admin/dashboard">
            Retour aux leads
          </Link>
        </header>
        {!report ? (
          <p>Les rapports sont réservés à l’équipe commerciale.</p>
        ) : (
          <>
            <PeriodForm action="/admin/reports" label="Période du rapport" range={range} refusal={asked.ok ? null : asked.message} />
            <p className="lr-note" data-testid="report-range">
              Leads reçus du {dayLabel(range.from)} au {dayLabel(range.to)} (semaines commençant le lundi, heure de Paris).
            </p>
            {reportTables(report).map((table) => (
              <ReportSection
                key={table.id}
                table={table}
                chart={charts[table.id]}
                csv={`/api/leads/reports/csv?${new URLSearchParams({ tableau: table.id, du: range.from, au: range.to })}`}
                note={notes[table.id]}
              />
            ))}
          </>
        )}
      </div>
    </StaffAdminPage>
  )
}
