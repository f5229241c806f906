import { unstable_cache } from 'next/cache'
import { projectsTag } from '@/data/cacheTags'
import type { Project } from '@/payload-types'
import { getProjectBySlug, getProjectSlugs } from '@/data/content'

/** Every published slug: one cached entry, whatever the number of visitors or of unknown slugs asked for. */
const knownSlugs = unstable_cache(async () => (await getProjectSlugs()).map(({ slug }) => slug), ['project-slugs'], { tags: [projectsTag] })

/** One entry per published project, never per slug asked for. */
const cachedProject = unstable_cache(getProjectBySlug, ['project-by-slug'], { tags: [projectsTag] })

/**
 * The project a /projet/<slug> address shows, or null. An unknown slug is answered from the known-slug
 * list before anything else: it is read from no database and leaves nothing in any cache, so random
 * addresses cannot fill the disk or the memory.
 */
export async function findProject(slug: string): Promise<Project | null> {
  if (!(await knownSlugs()).includes(slug)) return null
  return cachedProject(slug)
}
