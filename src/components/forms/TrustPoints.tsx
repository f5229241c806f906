import { Award, Clock, ShieldCheck, Star } from 'lucide-react'

/** Why the visitor can trust us, beside the contact form. */
export function TrustPoints({ rating, reviews, years }: { rating: string; reviews: string; years: string }) {
  const points = [
    { icon: Star, title: `${rating} sur Google`, text: `Note moyenne sur ${reviews} avis clients` },
    { icon: Award, title: 'Certifié RGE Qualibat', text: 'Des travaux éligibles aux aides de l’État' },
    { icon: ShieldCheck, title: 'Garantie décennale', text: `${years} ans d’expérience dans le nord de la France` },
    { icon: Clock, title: 'Réponse sous 24h-48h', text: 'Du lundi au vendredi, de 8h à 18h' },
  ]
  return (
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
  )
}
