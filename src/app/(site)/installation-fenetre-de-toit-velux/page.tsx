import { Check } from 'lucide-react'
import type { Metadata } from 'next'
import { CtaBanner } from '@/components/blocks/CtaBanner'
import { Figures } from '@/components/blocks/Figures'
import { IconCards } from '@/components/blocks/IconCards'
import { PageHero } from '@/components/blocks/PageHero'
import { Section } from '@/components/blocks/Section'
import { TestimonialCards } from '@/components/blocks/TestimonialCards'
import { ProductPicture } from '@/components/ui/ProductPicture'
import { accessories, rangeModels, roofHero, roofStats } from '@/content/roofWindows'
import { getTestimonialsAbout } from '@/data/content'

export const revalidate = false

export const metadata: Metadata = {
  title: 'Installation de fenêtre de toit par un installateur expert',
  description:
    'Pose et remplacement de fenêtres de toit par un installateur expert certifié : +30% de lumière, Uw 1.3, garantie 10 ans, pose en une journée.',
  alternates: { canonical: '/installation-fenetre-de-toit-velux' },
}

export default async function RoofWindowPage() {
  const testimonials = await getTestimonialsAbout(['fenêtre'], 3)
  return (
    <>
      <PageHero {...roofHero} />
      <Section eyebrow="La gamme" title="Trois modèles pour chaque pièce">
        <ul className="grid gap-5 md:grid-cols-3" data-testid="range-models">
          {rangeModels.map((model) => (
            <li
              key={model.title}
              className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ${model.popular ? 'ring-2 ring-accent-500' : 'ring-1 ring-slate-200'}`}
            >
              {model.popular && (
                <span className="absolute -top-3 left-6 rounded-full bg-accent-700 px-3 py-1 text-xs font-bold text-white">
                  Le plus populaire
                </span>
              )}
              <ProductPicture image={model.image} />
              <h3 className="mt-4 text-lg font-semibold text-brand-900">{model.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{model.description}</p>
              <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
                {model.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-500" /> {feature}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="tint" eyebrow="Pourquoi nous choisir" title="La pose par un installateur expert">
        <Figures figures={roofStats} testId="roof-stats" />
      </Section>
      <Section eyebrow="Accessoires" title="Complétez votre fenêtre de toit">
        <IconCards cards={accessories} testId="accessories" />
      </Section>
      <Section tone="tint" eyebrow="Avis clients" title="Ils ont fait poser leurs fenêtres de toit">
        <TestimonialCards testimonials={testimonials} testId="service-testimonials" />
      </Section>
      <CtaBanner
        title="Plus de lumière sous vos toits"
        intro="Devis détaillé sous 24h, gratuit et sans engagement."
        primary={{ label: 'Demander mon devis gratuit', href: '/etude-gratuite' }}
        secondary={{ label: 'Voir nos réalisations', href: '/plans-et-inspirations' }}
      />
    </>
  )
}
