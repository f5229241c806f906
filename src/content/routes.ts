import { formRoutes } from '@/forms/formRoutes'

/**
 * Every public route of the site, for the sitemap: the content pages, then the
 * forms' pages as their definitions name them. Projects are added from the CMS.
 */
export const publicRoutes: readonly string[] = [
  '/',
  '/amenagement-combles',
  '/extension-maison',
  '/installation-fenetre-de-toit-velux',
  '/installation-veranda-et-pergola',
  '/plans-et-inspirations',
  '/solutions-techniques',
  '/reglementation-urbanisme-combles',
  '/qui-sommes-nous',
  ...formRoutes,
]

/** Legal pages: public but not indexed, so they stay out of the sitemap. */
export const legalRoutes = ['/mentions-legales', '/politique-de-confidentialite', '/cgu'] as const
