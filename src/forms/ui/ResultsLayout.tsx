import { ArrowRight } from '@/components/icons/ArrowRight'
import { BadgeCheck } from '@/components/icons/BadgeCheck'
import type { IconComponent } from '@/components/icons/strokeIcon'
import type { ReactNode } from 'react'
import { Container } from '@/components/ui/Container'
import { useCompanyFigures } from '@/components/company/CompanyFigures'

type ResultCard = { icon: IconComponent; title: string; value: string; text: string }

type Props = {
  title: string
  intro: ReactNode
  cards: readonly ResultCard[]
  next?: { label: string; href: string; text?: string }
  children?: ReactNode
}

/** The shared results screen: 'Analyse terminée', four result cards, the next step and our figures. */
export function ResultsLayout({ title, intro, cards, next = { label: 'Devis précis immédiat', href: '/contact' }, children }: Props) {
  const figures = useCompanyFigures()
  const stats = [
    { value: figures.projets, label: 'projets réalisés' },
    { value: figures['clients-satisfaits'], label: 'clients satisfaits' },
    { value: figures['annees-experience'], label: 'ans d’expérience' },
  ]
  return (
    <Container className="max-w-5xl py-12 sm:py-16">
      <div className="text-center">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
          <BadgeCheck aria-hidden className="h-4 w-4" /> Analyse terminée
        </span>
        <h1 className="mt-4 text-3xl outline-none font-bold tracking-tight text-balance text-brand-900 sm:text-4xl">{title}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">{intro}</p>
      </div>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2" aria-label="Résultats">
        {cards.map(({ icon: Icon, title: cardTitle, value, text }) => (
          <li key={cardTitle} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50">
                <Icon aria-hidden className="h-5 w-5 text-brand-700" />
              </span>
              <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{cardTitle}</h2>
            </div>
            <p className="mt-4 text-2xl font-bold text-brand-900">{value}</p>
            <p className="mt-1 text-sm text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
      {children}
      <div className="mt-10 rounded-2xl bg-brand-900 p-6 text-center text-white sm:p-8">
        <h2 className="text-xl font-bold">Prochaine étape</h2>
        <p className="mx-auto mt-2 max-w-xl text-brand-100">
          {next.text ?? 'Un conseiller affine ces estimations avec vous et vous remet un devis détaillé, gratuit et sans engagement.'}
        </p>
        <a
          href={next.href}
          className="mt-5 inline-flex min-h-12 items-center gap-2 rounded-lg bg-accent-700 px-6 py-3 font-semibold text-white hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {next.label} <ArrowRight aria-hidden className="h-4 w-4" />
        </a>
      </div>
      <dl className="mt-10 grid grid-cols-3 gap-4 text-center">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col">
            <dt className="order-2 text-sm text-slate-600">{stat.label}</dt>
            <dd className="order-1 text-2xl font-bold text-brand-700 sm:text-3xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </Container>
  )
}
