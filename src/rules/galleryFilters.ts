import { projectTypeLabels, projectTypes, type ProjectType } from './projectTypes'

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
