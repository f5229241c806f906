import { BadgeCheck } from 'lucide-react'
import type { Metadata } from 'next'
import { CtaBanner } from '@/components/blocks/CtaBanner'
import { IconCards } from '@/components/blocks/IconCards'
import { PageHero } from '@/components/blocks/PageHero'
import { ProcessSteps } from '@/components/blocks/ProcessSteps'
import { Section } from '@/components/blocks/Section'
import { TestimonialCards } from '@/components/blocks/TestimonialCards'
import { extensionBenefits, extensionHero, extensionLabels, extensionProcess, extensionTypes } from '@/content/extension'
import { getTestimonialsAbout } from '@/data/content'

export const revalidate = false

export const metadata: Metadata = {
  title: 'Extension de maison : plain-pied, surélévation, ossature bois',
  description:
    'Agrandissez votre maison de 40 m² en moyenne : extension de plain-pied, surélévation ou ossature bois, démarches d’urbanisme incluses. Étude gratuite.',
  alternates: { canonical: '/extension-maison' },
}

export default async function ExtensionPage() {
  const testimonials = await getTestimonialsAbout(['extension'], 3)
  return (
    <>
      <PageHero {...extensionHero} />
      <Section eyebrow="Trois solutions" title="Quelle extension pour votre maison ?">
        <IconCards cards={extensionTypes} />
      </Section>
      <Section tone="tint" eyebrow="Avantages" title="Les bonnes raisons d’agrandir">
        <IconCards cards={extensionBenefits} columns={4} />
      </Section>
      <Section eyebrow="Nos engagements" title="Des garanties à chaque étape">
        <ul className="flex flex-wrap justify-center gap-3">
          {extensionLabels.map((label) => (
            <li
              key={label}
              className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-100"
            >
              <BadgeCheck aria-hidden className="h-4 w-4 text-accent-600" /> {label}
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="tint" eyebrow="Notre méthode" title="Votre extension en quatre étapes">
        <ProcessSteps steps={extensionProcess} testId="extension-process" />
      </Section>
      <Section eyebrow="Témoignages" title="Ils ont agrandi leur maison avec nous">
        <TestimonialCards testimonials={testimonials} />
      </Section>
      <CtaBanner
        title="Un projet d’extension ?"
        intro="Recevez une étude gratuite et un devis détaillé sous 24h, sans engagement."
        primary={{ label: 'Demander mon étude gratuite', href: '/etude-gratuite' }}
        secondary={{ label: 'Nous contacter', href: '/contact' }}
      />
    </>
  )
}
