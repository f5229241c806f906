import { formRoutes } from '@/forms/formRoutes'

/** The public address of the site, for canonical URLs, the sitemap and JSON-LD. */
export function siteUrl(): string {
  return (process.env.SERVER_URL ?? 'http://localhost:3000').replace(/\/+$/, '')
}

/** The company's name in titles; the name shown on pages comes from the site settings. */
export const companyName = 'Combles & Extensions du Nord'

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

/** Cache tag of the cached site-settings read, cleared when an editor saves the settings. */
export const siteSettingsTag = 'site-settings'

/** The pages that show each kind of CMS content, revalidated when an editor changes it. */
export const pagesShowing = {
  projects: ['/', '/plans-et-inspirations'],
  shortTestimonials: ['/'],
  reusableTestimonials: [
    '/extension-maison',
    '/installation-fenetre-de-toit-velux',
    '/installation-veranda-et-pergola',
    '/amenagement-combles-maison-phenix',
    '/qui-sommes-nous',
  ],
  videos: ['/', '/amenagement-combles'],
  timeline: ['/qui-sommes-nous'],
} as const
