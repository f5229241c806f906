import type { Metadata } from 'next'
import { BeforeAfterCard } from '@/components/blocks/BeforeAfterCard'
import { CtaBanner } from '@/components/blocks/CtaBanner'
import { GalleryFilter } from '@/components/blocks/GalleryFilter'
import { PageHero } from '@/components/blocks/PageHero'
import { Container } from '@/components/ui/Container'
import { galleryFilterOptions } from '@/rules/galleryFilters'
import { getProjectCards } from '@/data/content'

export const revalidate = false

export const metadata: Metadata = {
  title: 'Plans et inspirations : nos réalisations avant / après',
  description:
    'Chambres, bureaux, salles de bain et séjours sous les toits : découvrez nos aménagements de combles avant et après travaux dans le nord de la France.',
  alternates: { canonical: '/plans-et-inspirations' },
}

export default async function GalleryPage() {
  const projects = await getProjectCards()
  return (
    <>
      <PageHero
        compact
        eyebrow="Portfolio"
        title="Plans et inspirations"
        intro="Nos combles aménagés, photographiés avant et après les travaux. Filtrez par type de pièce et ouvrez un projet pour tout savoir : budget, durée, solutions techniques."
      />
      <section className="bg-brand-50 py-12 sm:py-16">
        <Container>
          <GalleryFilter
            options={galleryFilterOptions(projects.map((project) => project.type))}
            items={projects.map((project) => ({
              id: project.id,
              type: project.type,
              card: <BeforeAfterCard project={project} headingLevel={2} />,
            }))}
          />
        </Container>
      </section>
      <CtaBanner
        title="Envie du même résultat chez vous ?"
        intro="Recevez une étude gratuite de votre projet, ou vérifiez les aides auxquelles vous avez droit."
        primary={{ label: 'Demander mon étude gratuite', href: '/etude-gratuite' }}
        secondary={{ label: 'Vérifier mes aides', href: '/aides-eligibilite' }}
      />
    </>
  )
}
