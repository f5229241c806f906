import Link from 'next/link'
import type { User } from '@/payload-types'
import { readsAudience } from './funnelEndpoints'

/** The admin menu's link to the audience measurement, for the manager and the editors. */
export function AudienceNavLink({ user }: { user?: User | null }) {
  if (!readsAudience(user ? { ...user, collection: 'users' } : null)) return null
  return (
    <div className="nav-group">
      <Link className="nav__link" href="/admin/mesure-audience">
        <span className="nav__link-label">Mesure d’audience</span>
      </Link>
    </div>
  )
}
