import { TrustPoints } from '@/components/forms/TrustPoints'
import { JsonLd } from '@/components/seo/JsonLd'
import { localBusinessJsonLd } from '@/components/seo/localBusiness'
import { Container } from '@/components/ui/Container'
import { getSiteSettings } from '@/data/content'

/** The rating, reviews and years of the settings; the page's structured data carries the rating it shows. */
export async function TrustPointsBlockComponent() {
  const site = await getSiteSettings()
  const { figures } = site
  return (
    <Container className="pb-16">
      <JsonLd data={localBusinessJsonLd(site, { value: figures.contactRating, count: figures.contactReviews })} />
      <TrustPoints rating={figures.contactRating} reviews={figures.contactReviews} years={figures.yearsExperience} />
    </Container>
  )
}
