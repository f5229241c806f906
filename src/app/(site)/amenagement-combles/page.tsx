import type { Metadata } from 'next'
import Link from 'next/link'
import { CtaBanner } from '@/components/blocks/CtaBanner'
import { Figures } from '@/components/blocks/Figures'
import { IconCards } from '@/components/blocks/IconCards'
import { PageHero } from '@/components/blocks/PageHero'
import { ProcessSteps } from '@/components/blocks/ProcessSteps'
import { Section } from '@/components/blocks/Section'
import { VideoTestimonials } from '@/components/blocks/VideoTestimonials'
import { atticBenefits, atticHero, atticProcess, atticStats, conversionTypes } from '@/content/atticConversion'
import { getVideos } from '@/data/content'

export const revalidate = false

export const metadata: Metadata = {
  title: 'Aménagement de combles : chambre, bureau, espace enfants',
  description:
    'Transformez vos combles perdus en pièce habitable : modification de charpente, isolation, escalier et finitions. Travaux en 21 à 28 jours, devis sous 24h.',
  alternates: { canonical: '/amenagement-combles' },
}

export default async function AtticConversionPage() {
  const videos = await getVideos()
  const video = videos[0]
  return (
    <>
      <PageHero {...atticHero} />
      <Section>
        <Figures figures={atticStats} testId="attic-stats" />
      </Section>
      <Section tone="tint" eyebrow="Trois usages" title="Que faire de vos combles ?">
        <IconCards cards={conversionTypes} />
      </Section>
      <Section eyebrow="Avantages" title="Pourquoi aménager vos combles ?">
        <IconCards cards={atticBenefits} columns={4} />
      </Section>
      {video && (
        <Section tone="tint" eyebrow="En vidéo" title="Un chantier de A à Z">
          <div className="mx-auto max-w-3xl">
            <VideoTestimonials videos={[video]} single />
          </div>
        </Section>
      )}
      <Section
        eyebrow="Notre méthode"
        title="Quatre étapes, de l’idée à la pièce finie"
        intro="Les travaux durent de 21 à 28 jours selon la surface et la charpente."
      >
        <ProcessSteps steps={atticProcess} testId="attic-process" />
        <p className="mt-10 text-center text-slate-700">
          Besoin d’inspiration ?{' '}
          <Link href="/plans-et-inspirations" className="font-semibold text-brand-700 underline">
            Découvrez nos combles aménagés avant / après
          </Link>
        </p>
      </Section>
      <CtaBanner
        title="Vos combles sont-ils aménageables ?"
        intro="Répondez en 2 minutes à notre analyse de faisabilité, ou demandez directement votre étude gratuite."
        primary={{ label: 'Tester la faisabilité', href: '/faisabilite' }}
        secondary={{ label: 'Demander mon étude gratuite', href: '/etude-gratuite' }}
      />
    </>
  )
}
