import type { Media, Project } from '@/payload-types'
import { type ProjectMetaInput, projectDescription, projectTitle } from './projectMeta'

export type ProjectMetaSource = ProjectMetaInput & Pick<Project, 'afterImage' | 'meta'>

export type ResolvedMeta = { title: string; description: string; image: Media | null }

const filled = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null)

const populated = (value: number | Media | null | undefined): Media | null => (value && typeof value === 'object' ? value : null)

/** The picture a project is shared with: the editor's social image, else the photo after works. */
export function projectShareImage(project: Pick<Project, 'afterImage' | 'meta'>): Media | null {
  return populated(project.meta?.image) ?? populated(project.afterImage)
}

/**
 * The title, description and social image of a project page: the editor's SEO fields when filled,
 * otherwise the values computed from the project (its title rule, its description rule, its photo after works).
 */
export function resolveProjectMeta(project: ProjectMetaSource): ResolvedMeta {
  return {
    title: filled(project.meta?.title) ?? projectTitle(project.location, project.surface),
    description: filled(project.meta?.description) ?? projectDescription(project),
    image: projectShareImage(project),
  }
}
