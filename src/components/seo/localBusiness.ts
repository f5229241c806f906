import type { SiteInfo } from '@/data/content'
import { siteUrl } from '@/config/siteUrl'

/** '4,9/5' → 4.9; '124' → 124. */
const leadingNumber = (figure: string): number => Number(/[\d,.]+/.exec(figure)?.[0]?.replace(',', '.') ?? Number.NaN)

/** A rating as a page shows it: '4,9/5' on '124' reviews. */
export type ShownRating = { value: string; count: string }

/**
 * LocalBusiness JSON-LD with the three agencies, and the rating the page itself shows when it shows one
 * with its number of reviews (structured data must describe what the visitor sees; a rating without a
 * count, like the home page's average over the agencies, is not valid structured data).
 */
export function localBusinessJsonLd(site: SiteInfo, rating?: ShownRating) {
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
    areaServed: (site.figures.serviceArea ?? []).map((area) => area.region),
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
    aggregateRating: rating
      ? {
          '@type': 'AggregateRating',
          ratingValue: leadingNumber(rating.value),
          ratingCount: leadingNumber(rating.count),
          bestRating: 5,
          worstRating: 1,
        }
      : undefined,
    department: (site.agencies ?? []).map((agency) => ({
      '@type': 'HomeAndConstructionBusiness',
      name: `${site.companyName} – ${agency.name}`,
      telephone: agency.phone,
      address: { '@type': 'PostalAddress', streetAddress: agency.address, addressRegion: agency.region, addressCountry: 'FR' },
    })),
  }
}
