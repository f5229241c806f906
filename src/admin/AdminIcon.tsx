import { LogoMark } from '@/components/ui/Logo'
import { companyName } from '@/content/company'

/** The admin navigation's graphic: the company's mark, named for screen readers. */
export function AdminIcon() {
  return (
    <span className="admin-icon" role="img" aria-label={companyName}>
      <LogoMark className="admin-icon__mark" />
    </span>
  )
}
