import { CalendarClock } from 'lucide-react'
import type { Metadata } from 'next'
import { CtaBanner } from '@/components/blocks/CtaBanner'
import { IconCards } from '@/components/blocks/IconCards'
import { PageHero } from '@/components/blocks/PageHero'
import { ProcessSteps } from '@/components/blocks/ProcessSteps'
import { Section } from '@/components/blocks/Section'
import { guarantees, technicalHero, technicalSteps, technicalTopics, technicalTotal } from '@/content/technicalSolutions'

export const metadata: Metadata = {
  title: 'Solutions techniques : charpente, isolation, étanchéité, électricité',
  description:
    'Charpente, isolation, étanchéité et électricité : notre méthode d’aménagement de combles en six étapes, de 16 à 24 jours ouvrés, et nos cinq garanties.',
  alternates: { canonical: '/solutions-techniques' },
}

export default function TechnicalSolutionsPage() {
  return (
    <>
      <PageHero {...technicalHero} />
      <Section eyebrow="Nos domaines" title="Quatre savoir-faire réunis">
        <IconCards cards={technicalTopics} columns={4} />
      </Section>
      <Section tone="tint" eyebrow="Déroulé du chantier" title="Notre intervention en six étapes">
        <p className="-mt-4 mb-10 flex justify-center">
          <span
            className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100"
            data-testid="technical-total"
          >
            <CalendarClock aria-hidden className="h-5 w-5 text-accent-600" /> Au total : {technicalTotal}
          </span>
        </p>
        <ProcessSteps steps={technicalSteps} testId="technical-steps" />
      </Section>
      <Section eyebrow="Engagements" title="Cinq garanties pour votre tranquillité">
        <IconCards cards={guarantees} />
      </Section>
      <CtaBanner
        title="Une question technique sur vos combles ?"
        intro="Nos techniciens viennent voir votre charpente et vous remettent un devis détaillé sous 24h."
        primary={{ label: 'Demander mon étude gratuite', href: '/etude-gratuite' }}
        secondary={{ label: 'Nous contacter', href: '/contact' }}
      />
    </>
  )
}
