import { ShieldCheck } from 'lucide-react'
import type { Metadata } from 'next'
import { CtaBanner } from '@/components/blocks/CtaBanner'
import { IconCards } from '@/components/blocks/IconCards'
import { PageHero } from '@/components/blocks/PageHero'
import { ProcessSteps } from '@/components/blocks/ProcessSteps'
import { Section } from '@/components/blocks/Section'
import { assurances, includedServices, planningHero, planningTimeline } from '@/content/planningSupport'

export const metadata: Metadata = {
  title: 'Réglementation et urbanisme des combles : déclaration préalable, permis',
  description:
    'Déclaration préalable ou permis de construire pour vos combles : nous analysons le PLU, montons le dossier, le déposons en mairie et suivons l’instruction.',
  alternates: { canonical: '/reglementation-urbanisme-combles' },
}

export default function PlanningSupportPage() {
  return (
    <>
      <PageHero {...planningHero} />
      <Section eyebrow="Inclus dans votre projet" title="Cinq services compris">
        <IconCards cards={includedServices} />
      </Section>
      <Section tone="tint" eyebrow="Calendrier" title="De l’analyse à l’autorisation">
        <ProcessSteps steps={planningTimeline} testId="planning-timeline" />
      </Section>
      <Section eyebrow="Nos engagements" title="Ce que nous vous garantissons">
        <ul className="mx-auto grid max-w-3xl gap-3" data-testid="assurances">
          {assurances.map((item) => (
            <li key={item} className="flex items-start gap-3 rounded-xl border border-slate-200 p-4">
              <ShieldCheck aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
              <span className="text-slate-700">{item}</span>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner
        title="Votre projet nécessite-t-il un permis ?"
        intro="Décrivez-le nous : nous vous disons quelle autorisation demander et nous nous en chargeons."
        primary={{ label: 'Demander mon étude gratuite', href: '/etude-gratuite' }}
        secondary={{ label: 'Poser une question', href: '/contact' }}
      />
    </>
  )
}
