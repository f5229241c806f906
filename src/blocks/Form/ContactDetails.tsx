import { Clock } from '@/components/icons/Clock'
import { Mail } from '@/components/icons/Mail'
import { MapPin } from '@/components/icons/MapPin'
import { Phone } from '@/components/icons/Phone'
import type { SiteInfo } from '@/data/content'

type Props = Pick<SiteInfo, 'phone' | 'email' | 'address' | 'hours' | 'agencies'>

/** Beside the contact form: the company's phone, e-mail, address and hours, then its agencies. */
export function ContactDetails({ phone, email, address, hours, agencies }: Props) {
  return (
    <aside aria-labelledby="coordonnees" className="space-y-6">
      <div className="rounded-2xl bg-brand-900 p-6 text-brand-100">
        <h2 id="coordonnees" className="text-lg font-semibold text-white">
          Nos coordonnées
        </h2>
        <ul className="mt-4 space-y-3 text-sm">
          <li>
            <a href={`tel:${phone.replace(/\s/g, '')}`} className="flex items-start gap-2 font-semibold text-white hover:underline">
              <Phone aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {phone}
            </a>
          </li>
          <li>
            <a href={`mailto:${email}`} className="flex items-start gap-2 text-white hover:underline">
              <Mail aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {email}
            </a>
          </li>
          <li className="flex items-start gap-2">
            <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
            <span>
              {address.street}, {address.postalCode} {address.city}
            </span>
          </li>
          <li className="flex items-start gap-2">
            <Clock aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {hours}
          </li>
        </ul>
      </div>
      {agencies && agencies.length > 0 && (
        <div className="rounded-2xl border border-slate-200 p-6">
          <h2 className="text-lg font-semibold text-brand-900">Nos agences</h2>
          <ul className="mt-3 space-y-3 text-sm">
            {agencies.map((agency) => (
              <li key={agency.name}>
                <span className="block font-semibold text-slate-900">{agency.name}</span>
                <span className="block text-slate-600">{agency.address}</span>
                <a href={`tel:${agency.phone.replace(/\s/g, '')}`} className="text-brand-700 hover:underline">
                  {agency.phone}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </aside>
  )
}
