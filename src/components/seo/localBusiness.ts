import type { SiteInfo } from '@/data/content'
import { siteUrl } from '@/config/siteUrl'

/** '4,9/5' → 4.9; '124' → 124. */
const leadingNumber = (figure: string): number => Number(/[\d,.]+/.exec(figure)?.[0]?.replace(',', '.') ?? Number.NaN)

/**
 * LocalBusiness JSON-LD with the three agencies and the Google rating. The rating is the one the
 * contact page shows with its number of reviews (the average over the agencies has no count).
 */
export function localBusinessJsonLd(site: SiteInfo) {
  const url = siteUrl()
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
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: leadingNumber(site.figures.contactRating),
      ratingCount: leadingNumber(site.figures.contactReviews),
      bestRating: 5,
      worstRating: 1,
    },
    department: (site.agencies ?? []).map((agency) => ({
      '@type': 'HomeAndConstructionBusiness',
      name: `${site.companyName} – ${agency.name}`,
      telephone: agency.phone,
      address: { '@type': 'PostalAddress', streetAddress: agency.address, addressRegion: agency.region, addressCountry: 'FR' },
    })),
  }
}
