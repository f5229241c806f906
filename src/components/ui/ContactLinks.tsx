import { Mail } from '@/components/icons/Mail'
import { Phone } from '@/components/icons/Phone'
import { telHref } from '@/rules/telHref'

/** The company's phone and e-mail as two links with their icons, in a list. */
export function ContactLinks({ phone, email, className }: { phone: string; email: string; className?: string }) {
  const link = 'inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline'
  return (
    <ul className={className}>
      <li>
        <a href={telHref(phone)} className={link}>
          <Phone aria-hidden className="h-4 w-4" /> {phone}
        </a>
      </li>
      <li>
        <a href={`mailto:${email}`} className={link}>
          <Mail aria-hidden className="h-4 w-4" /> {email}
        </a>
      </li>
    </ul>
  )
}
