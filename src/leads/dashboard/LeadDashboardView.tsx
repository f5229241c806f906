import { Gutter } from '@payloadcms/ui'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import { userHasRole } from '@/access/roles'
import { LeadDashboard } from './LeadDashboard'
import Link from 'next/link'

/** /admin/dashboard. Custom admin views are public by default: this one checks the user itself. */
export function LeadDashboardView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  if (!req.user) redirect('/admin/login?redirect=%2Fadmin%2Fdashboard')
  const canWorkLeads = userHasRole(req.user, 'admin', 'sales')
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={initPageResult.locale}
      params={params}
      payload={req.payload}
      permissions={initPageResult.permissions}
      searchParams={searchParams}
      user={req.user}
      visibleEntities={initPageResult.visibleEntities}
    >
      <Gutter>
        {canWorkLeads ? (
          <LeadDashboard userEmail={req.user.email} canErase={userHasRole(req.user, 'admin')} />
        ) : (
          <div>
            <h1>Tableau de bord</h1>
            <p>Les leads sont réservés à l’équipe commerciale. Le contenu du site se gère depuis le menu.</p>
            <p>
              <Link href="/admin/collections/projects">Gérer les projets</Link>
            </p>
          </div>
        )}
      </Gutter>
    </DefaultTemplate>
  )
}
