import { ArrowRight, CirclePlay, Clock } from 'lucide-react'
import type { Metadata } from 'next'
import Image from 'next/image'
import Link from 'next/link'
import { BeforeAfterCard } from '@/components/blocks/BeforeAfterCard'
import { CtaBanner } from '@/components/blocks/CtaBanner'
import { Figures } from '@/components/blocks/Figures'
import { GoogleReviews } from '@/components/blocks/GoogleReviews'
import { IconCards } from '@/components/blocks/IconCards'
import { PageHero } from '@/components/blocks/PageHero'
import { Section } from '@/components/blocks/Section'
import { TestimonialStrip } from '@/components/blocks/TestimonialStrip'
import { VideoTestimonials } from '@/components/blocks/VideoTestimonials'
import { JsonLd } from '@/components/seo/JsonLd'
import { localBusinessJsonLd } from '@/components/seo/localBusiness'
import { analysisTools, homeClosing, homeHero, homeLabels, homeReasons, homeServices } from '@/content/home'
import { mediaPath } from '@/lib/mediaUrl'
import { telHref } from '@/rules/telHref'
import { getProjectCards, getSiteSettings, getTestimonials, getVideos } from '@/data/content'
import { mediaOf } from '@/data/media'

export const revalidate = false

export const metadata: Metadata = {
  title: { absolute: 'Aménagement de combles et extensions dans le Nord | Combles & Extensions du Nord' },
  description:
    'Aménagement de combles, extensions, fenêtres de toit, vérandas et pergolas en Normandie, Hauts-de-France et Île-de-France. Certifié RGE, devis détaillé sous 24h.',
  alternates: { canonical: '/' },
}

export default async function HomePage() {
  const [site, projects, testimonials, videos] = await Promise.all([
    getSiteSettings(),
    getProjectCards(3),
    getTestimonials('short'),
    getVideos(),
  ])
  const heroImage = mediaOf(projects[0]?.afterImage)
  const heroSrc = mediaPath(heroImage?.url)
  const figures = [
    { value: site.figures.projectsHome, label: 'projets réalisés' },
    { value: site.figures.satisfied, label: 'clients satisfaits' },
    { value: site.figures.yearsExperience, label: 'ans d’expérience' },
    { value: '4', label: 'services' },
  ]

  return (
    <>
      <JsonLd data={localBusinessJsonLd(site)} />
      <PageHero
        eyebrow={homeHero.eyebrow}
        title={homeHero.title}
        intro={homeHero.intro}
        primary={homeHero.primary}
        secondary={homeHero.secondary}
        trust={homeHero.trust}
        aside={
          heroImage && heroSrc ? (
            <div className="relative">
              <div className="relative aspect-[4/3] overflow-hidden rounded-2xl shadow-2xl ring-1 ring-white/20">
                <Image
                  src={heroSrc}
                  alt={heroImage.alt}
                  fill
                  preload
                  fetchPriority="high"
                  sizes="(min-width: 1024px) 560px, 100vw"
                  className="object-cover"
                />
              </div>
              <div className="absolute -bottom-5 left-4 flex items-center gap-3 rounded-xl bg-white px-4 py-3 text-brand-900 shadow-xl sm:left-6">
                <span className="text-2xl font-extrabold text-accent-600">{site.figures.valueGain}</span>
                <span className="text-sm leading-tight font-medium">
                  de valeur en moyenne
                  <br />
                  pour votre maison
                </span>
              </div>
            </div>
          ) : undefined
        }
      />

      <Section
        eyebrow="Outils gratuits"
        title="Nos outils d’analyse gratuits"
        intro="Quelques minutes suffisent pour y voir clair sur votre projet."
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="analysis-tools">
          {analysisTools.map((tool) => (
            <li
              key={tool.href}
              className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <div className="flex items-center justify-between">
                <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <tool.icon aria-hidden className="h-5 w-5" />
                </span>
                <span className="inline-flex items-center gap-1 rounded-full bg-accent-50 px-2.5 py-1 text-xs font-semibold text-accent-800">
                  <Clock aria-hidden className="h-3.5 w-3.5" /> {tool.duration}
                </span>
              </div>
              <h3 className="mt-4 font-semibold text-brand-900">
                <Link href={tool.href} className="after:absolute after:inset-0">
                  {tool.title}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-sm text-slate-600">{tool.description}</p>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700" aria-hidden>
                Commencer <ArrowRight className="h-4 w-4" />
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="tint" eyebrow="Nos garanties" title="Une entreprise reconnue et certifiée">
        <ul className="mb-10 flex flex-wrap justify-center gap-3">
          {homeLabels.map((label) => (
            <li
              key={label.label}
              className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100"
            >
              <label.icon aria-hidden className="h-4 w-4 text-accent-600" /> {label.label}
            </li>
          ))}
        </ul>
        <Figures figures={figures} testId="home-figures" />
      </Section>

      <Section
        eyebrow="Nos services"
        title="Tout pour agrandir votre maison"
        intro="De l’étude à la remise des clés, une seule équipe pour votre projet."
      >
        <IconCards cards={homeServices.map((service) => ({ ...service, linkLabel: 'Découvrir' }))} columns={4} />
      </Section>

      <Section
        tone="tint"
        eyebrow="Témoignages vidéo"
        title="Nos clients et nos chantiers en vidéo"
        intro="Cliquez sur une vidéo pour la lancer."
      >
        <VideoTestimonials videos={videos} />
        <p className="mt-8 text-center">
          <a
            href={site.videoChannelUrl}
            className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
            rel="noopener"
          >
            <CirclePlay aria-hidden className="h-5 w-5" /> Voir toutes nos vidéos sur notre chaîne
          </a>
        </p>
      </Section>

      <Section eyebrow="Réalisations" title="Avant / après : nos derniers chantiers">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="home-projects">
          {projects.map((project) => (
            <li key={project.id}>
              <BeforeAfterCard project={project} uplift="+25%" />
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <Link href="/plans-et-inspirations" className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
            Voir toutes nos réalisations <ArrowRight aria-hidden className="h-4 w-4" />
          </Link>
        </p>
      </Section>

      <Section tone="dark" eyebrow="Pourquoi nous choisir" title="Quatre bonnes raisons de nous confier vos combles">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4" data-testid="home-reasons">
          {homeReasons.map((reason) => (
            <li key={reason.figure} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
              <reason.icon aria-hidden className="h-6 w-6 text-accent-300" />
              <p className="mt-4 text-4xl font-extrabold text-white">{reason.figure}</p>
              <h3 className="mt-1 font-semibold text-white">{reason.title}</h3>
              <p className="mt-2 text-sm text-brand-100">{reason.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="tint" eyebrow="Ils nous ont fait confiance" title="Ce que disent nos clients">
        <TestimonialStrip testimonials={testimonials} />
        <div className="mt-12">
          <GoogleReviews rating={site.figures.googleRating} agencies={site.agencies ?? []} />
        </div>
      </Section>

      <CtaBanner
        title={homeClosing.title}
        intro={homeClosing.intro}
        primary={{ label: 'Demander mon étude gratuite', href: '/etude-gratuite' }}
        secondary={{ label: `Appeler le ${site.phone}`, href: telHref(site.phone) }}
      />
    </>
  )
}
