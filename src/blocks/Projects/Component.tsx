import { ArrowRight } from '@/components/icons/ArrowRight'
import { getProjectCards } from '@/data/content'
import type { ProjectsBlock } from '@/payload-types'
import type { PageAddress } from '@/rules/galleryAddress'
import { filterProjects, galleryFilterOptions, projectsForService } from '@/rules/galleryFilters'
import { linkOf } from '../shared/linkFields'
import { SectionBlock } from '../shared/SectionBlock'
import { BeforeAfterCard } from './BeforeAfterCard'
import { GalleryFilter } from './GalleryFilter'

/**
 * Project cards: a gallery filtered as the page's address asks (by type, and by service from a service page),
 * or a grid of up to three columns with an optional link centred beneath.
 */
export async function ProjectsBlockComponent({ block, pageAddress }: { block: ProjectsBlock; pageAddress?: PageAddress }) {
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
    const query = pageAddress?.gallery ?? { type: null, service: null }
    const scoped = projectsForService(items, query.service)
    const options = galleryFilterOptions(scoped.projects.map((item) => item.type))
    // A type the gallery has no project of shows them all, as « Tous ».
    const type = options.some((option) => option.value === query.type) ? query.type : null
    const shown = filterProjects(scoped.projects, type ?? 'all')
    return (
      <SectionBlock section={block}>
        <GalleryFilter
          options={options}
          query={{ ...query, type }}
          pagePath={pageAddress?.path ?? '/'}
          serviceMatched={scoped.matched}
          shown={shown.length}
        />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="gallery-list">
          {shown.map((item) => (
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
