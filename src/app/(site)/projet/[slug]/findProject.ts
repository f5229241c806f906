import { draftMode, headers } from 'next/headers'
import { permanentRedirect } from 'next/navigation'
import type { Project } from '@/payload-types'
import { getDraftProject, getProjectBySlug, getProjectSlugs } from '@/data/content'
import { redirectFor } from '@/data/redirects'
import { projectPath } from '@/rules/projectSlug'

/**
 * The project a /projet/<slug> address shows, or null. Both reads are cached (one entry for the list of
 * slugs, one per published project). An unknown slug is answered from the known-slug list before
 * anything else: it is read from no database and leaves nothing in any cache, so random addresses
 * cannot fill the disk or the memory.
 */
async function findProject(slug: string): Promise<Project | null> {
  if (!(await getProjectSlugs()).some((known) => known.slug === slug)) return null
  return getProjectBySlug(slug)
}

/**
 * The project a /projet/<slug> address shows; an address that moved (a project whose town or surface
 * changed, or a redirect an editor added) answers 308 to where it went; otherwise null (the 404).
 */
async function findProjectOrRedirect(slug: string): Promise<Project | null> {
  const project = await findProject(slug)
  if (project) return project
  const target = await redirectFor(projectPath(slug))
  if (target) permanentRedirect(target)
  return null
}

/** Whether this request is an editor's preview (Next's draft mode, turned on by /apercu for staff only). */
export async function isPreview(): Promise<boolean> {
  return (await draftMode()).isEnabled
}

/** In a preview, the project's latest draft as the signed-in editor may read it; otherwise what visitors read. */
export async function findProjectToShow(slug: string): Promise<Project | null> {
  return (await isPreview()) ? getDraftProject(slug, await headers()) : findProjectOrRedirect(slug)
}
