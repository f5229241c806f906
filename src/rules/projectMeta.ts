import { townOf } from './projectSlug'

export type ProjectMetaInput = {
  location: string
  surface: number
  description: string
  specifications: { budget: string; duration: string; rooms: number }
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
export function projectDescription({ location, surface, description, specifications }: ProjectMetaInput): string {
  const rooms = specifications.rooms > 1 ? `${specifications.rooms} pièces` : `${specifications.rooms} pièce`
  const facts = `Combles aménagés à ${townOf(location)} : ${surface} m², ${rooms}, budget ${specifications.budget}, réalisés en ${specifications.duration}.`
  return `${facts} ${excerpt(description)}`
}
