import { redirect } from 'next/navigation'
import type { AdminViewServerProps, PayloadRequest } from 'payload'
import { slugs } from '@collections/slugs'
import { userHasRole } from '@/access/roles'
import { EditorHome } from '@/admin/EditorHome'
import { StaffAdminPage } from '@/admin/StaffAdminPage'
import { LeadDashboard } from './LeadDashboard'
import { salespersonFirstView } from './listState'

/** The query string the page was requested with: the list's state for the server's render (see useListState). */
function queryString(searchParams: AdminViewServerProps['searchParams']): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) if (typeof one === 'string') params.append(key, one)
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

/**
 * The newest lead the user may read when the page is drawn. The list is read after it and the live
 * stream opens later still: the stream starts from this id, so a lead accepted in between is in one
 * of the two (the dashboard drops the copy when it is in both).
 */
async function newestLeadId(req: PayloadRequest): Promise<number> {
  const { docs } = await req.payload.find({
    collection: slugs.leads,
    sort: '-id',
    limit: 1,
    pagination: false,
    depth: 0,
    select: { createdAt: true },
    overrideAccess: false,
    user: req.user,
    req,
  })
  return Number(docs[0]?.id ?? 0)
}

/** /admin/dashboard. Custom admin views are public by default: this one checks the user itself. */
export async function LeadDashboardView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  // Signing in leads back to the same list: a shared link keeps its filters and open lead.
  if (!req.user) redirect(`/admin/login?redirect=${encodeURIComponent(`/admin/dashboard${queryString(searchParams)}`)}`)
  const canWorkLeads = userHasRole(req.user, 'admin', 'sales')
  // The plain address reopens the view the person last worked in (a salesperson's own leads, oldest first, until
  // they choose another); an address with its own query shows what it says.
  const remembered = req.user.dashboardView ?? (userHasRole(req.user, 'sales') ? salespersonFirstView : '')
  if (canWorkLeads && queryString(searchParams) === '' && remembered.startsWith('?')) redirect(`/admin/dashboard${remembered}`)
  return (
    <StaffAdminPage initPageResult={initPageResult} params={params} searchParams={searchParams}>
      {canWorkLeads ? (
        <LeadDashboard
          userId={Number(req.user.id)}
          userEmail={req.user.email}
          canErase={userHasRole(req.user, 'admin')}
          serverSearch={queryString(searchParams)}
          leadsKnownUpTo={await newestLeadId(req)}
        />
      ) : (
        <EditorHome />
      )}
    </StaffAdminPage>
  )
}
