import { projectTypeLabels, projectTypes, type ProjectType } from './projectTypes'
import type { Service } from './services'

export type GalleryFilter = 'all' | ProjectType

export type GalleryFilterOption = { value: GalleryFilter; label: string }

/**
 * Gallery filter buttons: 'Tous' first, then only the project types present in the
 * data, in the fixed order bedroom, office, bathroom, living, with their French labels.
 */
export function galleryFilterOptions(types: readonly ProjectType[]): GalleryFilterOption[] {
  const present = new Set(types)
  return [
    { value: 'all', label: 'Tous' },
    ...projectTypes.filter((type) => present.has(type)).map((type) => ({ value: type, label: projectTypeLabels[type] })),
  ]
}

/** The projects a filter shows: all of them for 'all', else those of that type. */
export function filterProjects<T extends { type: ProjectType }>(projects: readonly T[], filter: GalleryFilter): T[] {
  return filter === 'all' ? [...projects] : projects.filter((project) => project.type === filter)
}

/**
 * The projects of the gallery reached for one service (?service=… from a service page's "Voir nos
 * réalisations"): that service's projects, or all of them when it has none yet (matched: false).
 */
export function projectsForService<T extends { service: Service }>(
  projects: readonly T[],
  service: Service | null,
): { projects: T[]; matched: boolean } {
  if (!service) return { projects: [...projects], matched: false }
  const ofService = projects.filter((project) => project.service === service)
  return ofService.length > 0 ? { projects: ofService, matched: true } : { projects: [...projects], matched: false }
}
