import { townOf } from './projectSlug'

export type ProjectMetaInput = {
  location: string
  surface: number
  duration: string
  description: string
  specifications: { budget: string; rooms: number }
}

/** A project's surface as the pages show it: '48 m²'. */
export function surfaceLabel(surface: number): string {
  return `${surface} m²`
}

/** Page title of a project: 'Aménagement de combles à {town} - {surface}m²'. */
export function projectTitle(location: string, surface: number): string {
  return `Aménagement de combles à ${townOf(location)} - ${surface}m²`
}

/** The first 120 characters of a text, cut on the character count, with an ellipsis when longer. */
export function excerpt(text: string, length = 120): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= length) return clean
  return `${clean.slice(0, length).trimEnd()}…`
}

/**
 * Meta description of a project: town, surface, rooms, budget and duration, then the first 120
 * characters of its description.
 */
export function projectDescription({ location, surface, duration, description, specifications }: ProjectMetaInput): string {
  const rooms = specifications.rooms > 1 ? `${specifications.rooms} pièces` : `${specifications.rooms} pièce`
  const facts = `Combles aménagés à ${townOf(location)} : ${surface} m², ${rooms}, budget ${specifications.budget}, réalisés en ${duration}.`
  return `${facts} ${excerpt(description)}`
}
