import { BadgeCheck, ExternalLink, Newspaper, Tv } from 'lucide-react'
import type { Metadata } from 'next'
import { CtaBanner } from '@/components/blocks/CtaBanner'
import { Figures } from '@/components/blocks/Figures'
import { IconCards } from '@/components/blocks/IconCards'
import { PageHero } from '@/components/blocks/PageHero'
import { Section } from '@/components/blocks/Section'
import { TestimonialCards } from '@/components/blocks/TestimonialCards'
import { TimelineCards } from '@/components/blocks/TimelineCards'
import {
  aboutClosing,
  aboutClosingBadges,
  aboutFigures,
  aboutHero,
  familyStory,
  foundingValues,
  impactFigures,
  partners,
  pressLinks,
  techniques,
} from '@/content/about'
import { getSiteSettings, getTestimonials, getTimeline } from '@/data/content'

export const revalidate = false

export const metadata: Metadata = {
  title: 'Qui sommes-nous : une entreprise familiale depuis 1949',
  description:
    'Trois générations de charpentiers, plus de 3000 projets, trois agences en Normandie, Hauts-de-France et Île-de-France : découvrez notre histoire et nos valeurs.',
  alternates: { canonical: '/qui-sommes-nous' },
}

export default async function AboutPage() {
  const [site, timeline, testimonials] = await Promise.all([getSiteSettings(), getTimeline(), getTestimonials('reusable')])
  return (
    <>
      <PageHero eyebrow={aboutHero.eyebrow} title={aboutHero.title} intro={aboutHero.intro} />

      <Section>
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem] lg:items-start">
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">{familyStory.title}</h2>
            <div className="mt-5 space-y-4 text-base leading-relaxed text-slate-700 sm:text-lg">
              {familyStory.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 20)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <figure className="rounded-2xl bg-brand-800 p-8 text-white shadow-lg">
            <p className="text-6xl font-extrabold text-accent-300">1949</p>
            <blockquote className="mt-4 text-lg leading-relaxed text-brand-50">
              « Un chantier se juge à ce qu’on ne voit plus : la charpente, l’isolation, les raccords. C’est là que nous mettons le plus de
              soin. »
            </blockquote>
            <figcaption className="mt-4 text-sm text-brand-100">Antoine Duval, ingénieur structure, troisième génération</figcaption>
          </figure>
        </div>
      </Section>

      <Section tone="tint" eyebrow="1949 – 2025" title="Notre histoire en dates">
        <TimelineCards entries={timeline} />
      </Section>

      <Section eyebrow="En chiffres" title="L’entreprise aujourd’hui">
        <Figures figures={aboutFigures(site.figures)} testId="about-figures" />
      </Section>

      <Section tone="tint" eyebrow="Nos valeurs" title="Les valeurs de nos fondateurs">
        <IconCards cards={foundingValues} columns={4} />
      </Section>

      <Section tone="dark" eyebrow="Notre impact" title="Ce que nous avons construit ensemble">
        <Figures figures={impactFigures} tone="dark" />
      </Section>

      <Section eyebrow="Savoir-faire" title={techniques.title} intro={techniques.intro}>
        <p className="-mt-4 mb-8 flex justify-center">
          <span
            className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-bold text-white"
            data-testid="eurocode-badge"
          >
            <BadgeCheck aria-hidden className="h-4 w-4" /> Calculs conformes Eurocode 5
          </span>
        </p>
        <IconCards cards={techniques.items} />
      </Section>

      <Section tone="tint" eyebrow="Partenaires" title="Nous travaillons avec les meilleurs fabricants">
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6" aria-label="Nos partenaires">
          {partners.map((partner, index) => (
            <li key={partner} className="flex h-20 items-center justify-center rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
              <PartnerLogo name={partner} variant={index} />
            </li>
          ))}
        </ul>
      </Section>

      <Section eyebrow="Ils parlent de nous" title="Vus à la télévision et dans la presse">
        <ul className="grid gap-5 md:grid-cols-3" data-testid="press-links">
          {pressLinks.map((press) => (
            <li key={press.href}>
              <a
                href={press.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex h-full flex-col rounded-2xl border border-slate-200 p-6 shadow-sm transition hover:border-brand-300 hover:shadow-md"
              >
                <span className="inline-flex items-center gap-2 text-xs font-semibold tracking-wide text-accent-700 uppercase">
                  {press.kind === 'Article' ? <Newspaper aria-hidden className="h-4 w-4" /> : <Tv aria-hidden className="h-4 w-4" />}
                  {press.kind}
                </span>
                <span className="mt-3 text-lg font-bold text-brand-900">{press.outlet}</span>
                <span className="mt-1 flex-1 text-sm text-slate-600">{press.title}</span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                  Voir <ExternalLink aria-hidden className="h-4 w-4" />
                  <span className="sr-only">(nouvelle fenêtre)</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="tint" eyebrow="Témoignages" title="Ils nous ont confié leur maison">
        <TestimonialCards testimonials={testimonials} testId="about-testimonials" />
      </Section>

      <CtaBanner
        title={aboutClosing.title}
        intro={aboutClosing.intro}
        primary={{ label: 'Demander mon étude gratuite', href: '/etude-gratuite' }}
        secondary={{ label: 'Nous contacter', href: '/contact' }}
      >
        <ul className="mt-8 flex flex-wrap justify-center gap-3" data-testid="closing-badges">
          {aboutClosingBadges(site.figures).map((badge) => (
            <li key={badge} className="rounded-full bg-white/10 px-4 py-1.5 text-sm font-semibold ring-1 ring-white/30">
              {badge}
            </li>
          ))}
        </ul>
      </CtaBanner>
    </>
  )
}

/** A partner's name set as a simple word mark (drawn here, not the brand's own logo). */
function PartnerLogo({ name, variant }: { name: string; variant: number }) {
  const styles = [
    'font-extrabold tracking-tight text-slate-700',
    'font-bold italic text-sky-800',
    'font-black tracking-widest text-emerald-800 uppercase',
    'font-bold text-slate-800',
    'font-semibold tracking-wide text-indigo-900 uppercase',
    'font-extrabold text-rose-900',
  ]
  return <span className={`text-xl ${styles[variant % styles.length]}`}>{name}</span>
}
