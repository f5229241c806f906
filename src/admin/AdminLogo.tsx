import { LogoMark } from '@/components/ui/Logo'
import { companyName } from '@/content/company'

/** The sign-in page's graphic: the company's mark and name, as on the site. */
export function AdminLogo() {
  return (
    <span className="admin-logo" data-testid="admin-logo">
      <LogoMark className="admin-logo__mark" />
      <span className="admin-logo__name">{companyName}</span>
    </span>
  )
}
