import { ArrowRight } from '@/components/icons/ArrowRight'
import { getProjectCards } from '@/data/content'
import type { ProjectsBlock } from '@/payload-types'
import { galleryFilterOptions } from '@/rules/galleryFilters'
import { linkOf } from '../shared/linkFields'
import { SectionBlock } from '../shared/SectionBlock'
import { BeforeAfterCard } from './BeforeAfterCard'
import { GalleryFilterChunk } from './GalleryFilterChunk'

/** Project cards: a gallery filtered by type, or a grid of up to three columns with an optional link centred beneath. */
export async function ProjectsBlockComponent({ block }: { block: ProjectsBlock }) {
  const gallery = block.display === 'gallery'
  const projects = await getProjectCards(gallery ? undefined : (block.count ?? 3), block.services ?? [])
  if (!projects.length) return null
  // A card's title sits one level under the section's heading: h2 when the section has none.
  const headingLevel = block.title ? 3 : 2
  const uplift = block.uplift ?? undefined
  const items = projects.map((project) => ({
    id: project.id,
    type: project.type,
    service: project.service ?? 'combles',
    card: <BeforeAfterCard project={project} uplift={uplift} headingLevel={headingLevel} />,
  }))
  if (gallery) {
    const listId = `realisations-${block.id ?? 'galerie'}`
    return (
      <SectionBlock section={block}>
        <GalleryFilterChunk
          options={galleryFilterOptions(projects.map((project) => project.type))}
          items={items.map(({ id, type, service }) => ({ id, type, service }))}
          listId={listId}
        />
        <ul id={listId} className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="gallery-list">
          {items.map((item) => (
            <li key={item.id} data-id={item.id} data-type={item.type}>
              {item.card}
            </li>
          ))}
        </ul>
      </SectionBlock>
    )
  }
  const link = linkOf(block.link)
  return (
    <SectionBlock section={block}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid={block.anchor ?? undefined}>
        {items.map((item) => (
          <li key={item.id}>{item.card}</li>
        ))}
      </ul>
      {link && (
        <p className="mt-8 text-center">
          <a href={link.href} className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
            {link.label} <ArrowRight aria-hidden className="h-4 w-4" />
          </a>
        </p>
      )}
    </SectionBlock>
  )
}
