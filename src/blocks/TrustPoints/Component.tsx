import { Award } from '@/components/icons/Award'
import { Clock } from '@/components/icons/Clock'
import { ShieldCheck } from '@/components/icons/ShieldCheck'
import { Star } from '@/components/icons/Star'
import { JsonLd } from '@/components/seo/JsonLd'
import { localBusinessJsonLd } from '@/components/seo/localBusiness'
import { Container } from '@/components/ui/Container'
import { getSiteSettings } from '@/data/content'
import { settingsValuesOf } from '@/rules/settingsTokens'

/**
 * Why the visitor can trust us, beside the contact form: the rating, reviews and years of the settings; the
 * page's structured data carries the rating it shows.
 */
export async function TrustPointsBlockComponent() {
  const site = await getSiteSettings()
  const { contactRating, contactReviews } = site.figures
  const values = settingsValuesOf(site, new Date().getFullYear())
  const points = [
    { icon: Star, title: `${contactRating} sur Google`, text: `Note moyenne sur ${contactReviews} avis clients` },
    { icon: Award, title: 'Certifié RGE Qualibat', text: 'Des travaux éligibles aux aides de l’État' },
    { icon: ShieldCheck, title: 'Garantie décennale', text: `${values['annees-experience']} ans d’expérience dans le nord de la France` },
    { icon: Clock, title: `Réponse sous ${values['delai-rappel']}`, text: 'Du lundi au vendredi, de 8h à 18h' },
  ]
  return (
    <Container className="pb-16">
      <JsonLd data={localBusinessJsonLd(site, { value: contactRating, count: contactReviews })} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {points.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <Icon aria-hidden className="h-6 w-6 shrink-0 text-accent-600" />
            <span>
              <span className="block font-semibold text-slate-900">{title}</span>
              <span className="block text-sm text-slate-600">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </Container>
  )
}
