import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import type { Metadata } from 'next'
import { ContactForm } from '@/components/forms/ContactForm'
import { FormCard } from '@/components/forms/FormCard'
import { FormPageHero } from '@/components/forms/FormPageHero'
import { TrustPoints } from '@/components/forms/TrustPoints'
import { Container } from '@/components/ui/Container'
import { getSiteSettings } from '@/data/content'

export const metadata: Metadata = {
  title: 'Contact',
  description: 'Une question sur votre projet de combles ou d’extension ? Écrivez-nous ou appelez-nous : réponse sous 24h-48h.',
  alternates: { canonical: '/contact' },
}

export default async function ContactPage() {
  const site = await getSiteSettings()
  return (
    <>
      <FormPageHero
        eyebrow="Échangeons"
        title="Parlons de votre projet"
        intro="Une question, un projet d’aménagement ou d’extension ? Laissez-nous un message : un conseiller vous répond sous 24h-48h."
      />
      <Container className="grid gap-10 pb-16 lg:grid-cols-[1fr_22rem]">
        <FormCard>
          <h2 className="mb-6 text-xl font-bold text-brand-900">Envoyez-nous un message</h2>
          <ContactForm />
        </FormCard>
        <aside aria-labelledby="coordonnees" className="space-y-6">
          <div className="rounded-2xl bg-brand-900 p-6 text-brand-100">
            <h2 id="coordonnees" className="text-lg font-semibold text-white">
              Nos coordonnées
            </h2>
            <ul className="mt-4 space-y-3 text-sm">
              <li>
                <a
                  href={`tel:${site.phone.replace(/\s/g, '')}`}
                  className="flex items-start gap-2 font-semibold text-white hover:underline"
                >
                  <Phone aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {site.phone}
                </a>
              </li>
              <li>
                <a href={`mailto:${site.email}`} className="flex items-start gap-2 text-white hover:underline">
                  <Mail aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {site.email}
                </a>
              </li>
              <li className="flex items-start gap-2">
                <MapPin aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
                <span>
                  {site.address.street}, {site.address.postalCode} {site.address.city}
                </span>
              </li>
              <li className="flex items-start gap-2">
                <Clock aria-hidden className="mt-0.5 h-4 w-4 shrink-0" /> {site.hours}
              </li>
            </ul>
          </div>
          {site.agencies && site.agencies.length > 0 && (
            <div className="rounded-2xl border border-slate-200 p-6">
              <h2 className="text-lg font-semibold text-brand-900">Nos agences</h2>
              <ul className="mt-3 space-y-3 text-sm">
                {site.agencies.map((agency) => (
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
      </Container>
      <Container className="pb-16">
        <TrustPoints rating={site.figures.contactRating} reviews={site.figures.contactReviews} years={site.figures.yearsExperience} />
      </Container>
    </>
  )
}
