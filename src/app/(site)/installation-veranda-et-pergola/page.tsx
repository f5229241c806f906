import { Check } from 'lucide-react'
import type { Metadata } from 'next'
import { CtaBanner } from '@/components/blocks/CtaBanner'
import { IconCards } from '@/components/blocks/IconCards'
import { PageHero } from '@/components/blocks/PageHero'
import { Section } from '@/components/blocks/Section'
import { TestimonialCards } from '@/components/blocks/TestimonialCards'
import { materials, verandaBenefits, verandaHero, verandaSolutions } from '@/content/verandaPergola'
import { ProductPicture } from '@/components/ui/ProductPicture'
import { getTestimonialsAbout } from '@/data/content'

export const revalidate = false

export const metadata: Metadata = {
  title: 'Véranda et pergola bioclimatique sur mesure',
  description:
    'Véranda traditionnelle ou moderne, pergola bioclimatique : conception et pose sur mesure en aluminium, PVC ou bois dans le nord de la France.',
  alternates: { canonical: '/installation-veranda-et-pergola' },
}

export default async function VerandaPage() {
  const testimonials = await getTestimonialsAbout(['véranda', 'pergola'], 3)
  return (
    <>
      <PageHero {...verandaHero} />
      <Section eyebrow="Nos solutions" title="Véranda ou pergola ?">
        <IconCards cards={verandaSolutions} />
      </Section>
      <Section tone="tint" eyebrow="Avantages" title="Une pièce de plus, ouverte sur le jardin">
        <IconCards cards={verandaBenefits} columns={4} />
      </Section>
      <Section eyebrow="Matériaux" title="Aluminium, PVC ou bois">
        <ul className="grid gap-5 md:grid-cols-3" data-testid="materials">
          {materials.map((material) => (
            <li key={material.name} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <ProductPicture image={material.image} />
              <h3 className="mt-4 text-lg font-semibold text-brand-900">{material.name}</h3>
              <p className="mt-2 text-sm text-slate-600">{material.description}</p>
              <ul className="mt-4 space-y-1.5 text-sm text-slate-700">
                {material.advantages.map((advantage) => (
                  <li key={advantage} className="flex items-start gap-2">
                    <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-500" /> {advantage}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="tint" eyebrow="Témoignages" title="Ils profitent de leur véranda ou de leur pergola">
        <TestimonialCards testimonials={testimonials} />
      </Section>
      <CtaBanner
        title="Imaginons votre véranda"
        intro="Un conseiller étudie votre projet et vous envoie un devis détaillé sous 24h."
        primary={{ label: 'Demander mon étude gratuite', href: '/etude-gratuite' }}
        secondary={{ label: 'Voir nos réalisations', href: '/plans-et-inspirations' }}
      />
    </>
  )
}
