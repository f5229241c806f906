import { Check, Phone, X } from 'lucide-react'
import type { Metadata } from 'next'
import { FaqAccordion } from '@/components/blocks/FaqAccordion'
import { Figures } from '@/components/blocks/Figures'
import { IconCards } from '@/components/blocks/IconCards'
import { ProcessSteps } from '@/components/blocks/ProcessSteps'
import { Section } from '@/components/blocks/Section'
import { TestimonialCards } from '@/components/blocks/TestimonialCards'
import { buttonClass } from '@/components/ui/ButtonLink'
import { Container } from '@/components/ui/Container'
import {
  exclusiveProcess,
  mythsAndRealities,
  phenixArguments,
  phenixFaq,
  phenixFigures,
  phenixHero,
  phenixStats,
  phenixSteps,
} from '@/content/phenix'
import { telHref } from '@/rules/telHref'
import { getSiteSettings, getTestimonialsFor } from '@/data/content'
import { PhenixForm } from '@/components/forms/PhenixForm'
import { pageMetadata } from '@/components/seo/pageMetadata'

export const revalidate = false

export const metadata: Metadata = pageMetadata('/amenagement-combles-maison-phenix', {
  title: 'Aménagement de combles de maison Phénix',
  description:
    'Combles de maison Phénix à charpente métallique : notre procédé de renfort acier les rend habitables. 200+ maisons aménagées, travaux en 3 à 5 semaines.',
})

export default async function PhenixPage() {
  const [site, testimonials] = await Promise.all([getSiteSettings(), getTestimonialsFor('maison-phenix', 2)])
  const phoneHref = telHref(site.phone)
  return (
    <>
      <section className="relative isolate overflow-hidden bg-brand-900 text-white">
        <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[1fr_26rem] lg:items-start lg:py-20">
          <div>
            <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{phenixHero.eyebrow}</p>
            <h1 className="mt-3 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
              {phenixHero.title}
            </h1>
            <p className="mt-5 max-w-2xl text-base text-brand-100 sm:text-lg">{phenixHero.intro}</p>
            <dl className="mt-8 grid max-w-xl grid-cols-2 gap-4">
              {phenixStats.map((stat) => (
                <div key={stat.label} className="flex flex-col rounded-xl bg-white/5 p-4 ring-1 ring-white/10" data-testid="phenix-stat">
                  <dt className="text-sm text-brand-100">{stat.label}</dt>
                  <dd className="order-first text-2xl font-extrabold">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          {/* Hero form: the lead-capture form component is mounted in this slot (forms and back office). */}
          <div className="rounded-2xl bg-white p-6 text-slate-800 shadow-2xl" data-testid="phenix-form-container">
            <h2 className="text-xl font-bold text-brand-900">Vos combles sont-ils aménageables ?</h2>
            <p className="mt-1 text-sm text-slate-600">Réponse gratuite et rappel d’un spécialiste sous 24-48h.</p>
            <div id="formulaire-phenix" className="mt-4 scroll-mt-24">
              <PhenixForm />
            </div>
          </div>
        </Container>
      </section>

      <Section eyebrow="Pourquoi nous" title="Les spécialistes des charpentes métalliques">
        <IconCards cards={phenixArguments} />
      </Section>

      <Section tone="tint" eyebrow="Idées reçues" title="Mythe ou réalité ?">
        <ul className="grid gap-5 md:grid-cols-3" data-testid="myths">
          {mythsAndRealities.map((item) => (
            <li key={item.myth} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
              <div className="flex gap-3 border-b border-slate-100 bg-rose-50 p-5">
                <X aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-rose-700" />
                <p>
                  <span className="block text-xs font-bold tracking-wide text-rose-800 uppercase">Mythe</span>
                  <span className="font-semibold text-slate-800">{item.myth}</span>
                </p>
              </div>
              <div className="flex gap-3 p-5">
                <Check aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
                <p>
                  <span className="block text-xs font-bold tracking-wide text-brand-700 uppercase">Réalité</span>
                  <span className="text-slate-700">{item.reality}</span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section eyebrow="Exclusif" title={exclusiveProcess.title} intro={exclusiveProcess.intro}>
        <ul className="flex flex-wrap justify-center gap-3">
          {exclusiveProcess.points.map((point) => (
            <li
              key={point}
              className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-brand-100"
            >
              <Check aria-hidden className="h-4 w-4 text-accent-600" /> {point}
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="tint" eyebrow="Le chantier" title="Six étapes pour libérer vos combles">
        <ProcessSteps steps={phenixSteps} testId="phenix-steps" />
      </Section>

      <Section eyebrow="Témoignages" title="Ils habitent leurs combles Phénix">
        <div className="mx-auto max-w-4xl">
          <TestimonialCards testimonials={testimonials} testId="phenix-testimonials" />
        </div>
      </Section>

      <Section tone="dark" eyebrow="En chiffres" title="Une expertise reconnue">
        <Figures figures={phenixFigures} tone="dark" testId="phenix-figures" />
      </Section>

      <Section eyebrow="FAQ" title="Vos questions sur les combles Phénix">
        <div className="mx-auto max-w-3xl">
          <FaqAccordion items={phenixFaq} />
        </div>
      </Section>

      <section className="pb-16 sm:pb-20">
        <Container>
          <div className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-center text-white sm:px-12">
            <h2 className="text-2xl font-bold sm:text-3xl">Faites étudier vos combles gratuitement</h2>
            <p className="mx-auto mt-4 max-w-2xl text-brand-100">Un spécialiste des maisons Phénix vous rappelle sous 24-48h.</p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <a href="#formulaire-phenix" className={buttonClass('primary')} data-testid="scroll-to-form">
                Vérifier mon éligibilité
              </a>
              <a href={phoneHref} className={buttonClass('outline-light')}>
                <Phone aria-hidden className="h-4 w-4" /> {site.phone}
              </a>
            </div>
          </div>
        </Container>
      </section>
    </>
  )
}
