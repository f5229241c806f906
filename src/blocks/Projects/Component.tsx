import { BeforeAfterCard } from '@/components/blocks/BeforeAfterCard'
import { GalleryFilter } from '../shared/interactiveParts'
import { ProjectGrid } from '@/components/blocks/ProjectGrid'
import { getProjectCards } from '@/data/content'
import type { ProjectsBlock } from '@/payload-types'
import { galleryFilterOptions } from '@/rules/galleryFilters'
import { linkOf } from '../shared/linkFields'
import { SectionBlock } from '../shared/SectionBlock'

export async function ProjectsBlockComponent({ block }: { block: ProjectsBlock }) {
  const gallery = block.display === 'gallery'
  const projects = await getProjectCards(gallery ? undefined : (block.count ?? 3))
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
  return (
    <SectionBlock section={block}>
      {gallery ? (
        <GalleryFilter options={galleryFilterOptions(projects.map((project) => project.type))} items={items} />
      ) : (
        <ProjectGrid cards={items} link={linkOf(block.link)} testId={block.anchor ?? undefined} />
      )}
    </SectionBlock>
  )
}
