/** The home page's slug: every other page is served at /<slug>. */
export const homeSlug = 'accueil'

/** A page slug: lower-case words joined by dashes, optionally nested with slashes (landing/printemps). */
export const pageSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/

/** The public address of a page. */
export const pagePath = (slug: string): string => (slug === homeSlug ? '/' : `/${slug}`)
