import type { SiteInfo } from '@/app/(site)/_data/content'
import { siteUrl } from '@/content/site'

/** LocalBusiness JSON-LD with the Google rating and the three agencies. */
export function localBusinessJsonLd(site: SiteInfo) {
  const url = siteUrl()
  const rating = site.figures.googleRating.split('/')[0]?.replace(',', '.') ?? '4.8'
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${url}/#entreprise`,
    name: site.companyName,
    description: site.tagline,
    url,
    telephone: site.phone,
    email: site.email,
    areaServed: ['Normandie', 'Hauts-de-France', 'Île-de-France'],
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressCountry: 'FR',
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: Number(rating), bestRating: 5, worstRating: 1, ratingCount: 124 },
    department: (site.agencies ?? []).map((agency) => ({
      '@type': 'HomeAndConstructionBusiness',
      name: `${site.companyName} – ${agency.name}`,
      telephone: agency.phone,
      address: { '@type': 'PostalAddress', streetAddress: agency.address, addressRegion: agency.region, addressCountry: 'FR' },
    })),
  }
}
