import Link from 'next/link'
import type { User } from '@/payload-types'
import { userHasRole } from '@/access/roles'

/**
 * The admin menu's links to the sales tools, shown to sales staff and admins only. The dashboard's link
 * is named as its page is: "Leads" is already the collection's entry.
 */
export function ReportsNavLink({ user }: { user?: User | null }) {
  if (!userHasRole(user ? { ...user, collection: 'users' } : null, 'admin', 'sales')) return null
  return (
    <div className="nav-group">
      <Link className="nav__link" href="/admin/dashboard">
        <span className="nav__link-label">Tableau de bord</span>
      </Link>
      <Link className="nav__link" href="/admin/visites">
        <span className="nav__link-label">Visites</span>
      </Link>
      <Link className="nav__link" href="/admin/reports">
        <span className="nav__link-label">Rapports</span>
      </Link>
    </div>
  )
}
