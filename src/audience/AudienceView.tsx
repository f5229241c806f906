import Link from 'next/link'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { firstParam } from '@/admin/firstParam'
import { StaffAdminPage } from '@/admin/StaffAdminPage'
import { parisToday, reportRange } from '@/leads/reports/reportRange'
import { dayLabel } from '@/leads/reports/reportTables'
import { PeriodForm } from '@/leads/reports/PeriodForm'
import { ReportSection } from '@/leads/reports/ReportSection'
import { readsAudience } from './funnelEndpoints'
import { funnelCharts, funnelTables } from './funnelTables'
import { funnelReport } from './server/funnelReport'
import '@/leads/dashboard/dashboard.css'
import '@/leads/reports/reports.css'

const notes: Record<string, string> = {
  formulaires:
    'Affiché : le formulaire s’est affiché dans un navigateur. Commencé : une première réponse tapée, cochée ou remplie automatiquement. Étape : une étape d’un formulaire en plusieurs étapes atteinte. Envoyé : la demande enregistrée. Leads, visites et signés : les leads reçus sur la période et ce qu’ils sont devenus.',
  pages: 'Vues : les pages affichées (sans cookie, ni identifiant, ni adresse IP gardée). Leads : les demandes envoyées depuis la page.',
  sources:
    'Source : les paramètres UTM de la page d’arrivée (source / support / campagne), sinon le site d’où vient la visite, sinon « Accès direct ». Les leads sont rangés de même.',
}

/**
 * /admin/mesure-audience: the funnels from the first visit to the signed job, per form, page and source, for the manager
 * and the editors (custom admin views are public by default: this one checks the user itself).
 */
export async function AudienceView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  if (!req.user) redirect('/admin/login?redirect=%2Fadmin%2Fmesure-audience')
  const allowed = readsAudience(req.user)
  const today = parisToday(new Date())
  const asked = reportRange({ du: firstParam(searchParams?.du), au: firstParam(searchParams?.au) }, today)
  const range = asked.ok ? asked.range : (reportRange({}, today) as { ok: true; range: { from: string; to: string } }).range
  const funnels = allowed ? await funnelReport(req.payload, range) : null
  const charts = funnels ? funnelCharts(funnels) : null
  return (
    <StaffAdminPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
      <div className="ld lr">
        <header className="ld-header">
          <h1>Mesure d’audience</h1>
          <Link className="ld-button ld-button--ghost" href="/admin">
            Retour à l’accueil
          </Link>
        </header>
        {!funnels || !charts ? (
          <p>La mesure d’audience est réservée à la direction et à la rédaction.</p>
        ) : (
          <>
            <PeriodForm action="/admin/mesure-audience" label="Période mesurée" range={range} refusal={asked.ok ? null : asked.message} />
            <p className="lr-note" data-testid="audience-range">
              Du {dayLabel(range.from)} au {dayLabel(range.to)}, heure de Paris. Mesure sans cookie : les navigateurs qui la refusent
              (Global Privacy Control, Do Not Track, ou le choix fait sur le site) ne sont pas comptés.
            </p>
            {funnelTables(funnels).map((table) => (
              <ReportSection
                key={table.id}
                table={table}
                chart={charts[table.id]}
                csv={`/api/analytics/funnels/csv?${new URLSearchParams({ tableau: table.id, du: range.from, au: range.to })}`}
                note={notes[table.id]}
                emptyText="Aucune visite mesurée sur la période."
              />
            ))}
          </>
        )}
      </div>
    </StaffAdminPage>
  )
}
