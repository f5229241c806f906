/** The public address of a project. */
export const projectPath = (slug: string): string => `/projet/${slug}`

/**
 * Where the project 404 page is prerendered (src/app/(site)/projet/introuvable): the app's server answers
 * every project address the CMS does not list with it, this one included. No project slug is a single word.
 */
export const projectNotFoundPath = projectPath('introuvable')
