/** The town of a location such as 'Amiens (80)': the text before the bracket. */
export function townOf(location: string): string {
  return (location.split('(')[0] ?? '').trim()
}

/**
 * Project slug rule: 'amenagement-combles-', the town lowercased without accents,
 * non-alphanumerics dropped and spaces turned into hyphens, then '-{surface}m2'.
 */
export function projectSlug(location: string, surface: number): string {
  const town = townOf(location)
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-')
  return `amenagement-combles-${town}-${surface}m2`
}

/** An address an editor types for a project: lower-case words joined by dashes (no slash: it sits under /projet/). */
const projectSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The public address of a project. */
export const projectPath = (slug: string): string => `/projet/${slug}`

/**
 * The project 404 page's own slug (src/app/(site)/projet/introuvable): the address gate answers every project
 * address the CMS does not list with that page. No project may take it: Next would serve the page in its place.
 */
const notFoundSlug = 'introuvable'
export const projectNotFoundPath = projectPath(notFoundSlug)

/** Why an address an editor typed for a project cannot be used, or null (empty: computed from town and surface). */
export function projectSlugError(value: string | null | undefined): string | null {
  if (value == null || value === '') return null
  if (!projectSlugPattern.test(value)) return 'Lettres minuscules sans accents, chiffres et tirets, par ex. extension-bois-arras-25m2.'
  if (value === notFoundSlug) return 'Cette adresse est réservée par le site : choisissez-en une autre.'
  return null
}
