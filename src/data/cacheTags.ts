/**
 * Every cache tag of the public pages' cached reads (src/data/content.ts). A prerendered page carries the
 * tags of the reads it made, so revalidating a tag clears those reads and every page built from them;
 * the collections' hooks revalidate their own tags on each save or delete.
 */
export const cacheTags = {
  projects: 'projects',
  testimonials: 'testimonials',
  videos: 'videos',
  timeline: 'timeline',
  siteSettings: 'site-settings',
  /** The menu and the footer's links (the navigation global). */
  navigation: 'navigation',
  /** The uploads that reads populate (project photos, timeline galleries): their alt text and files. */
  media: 'media',
  /** Every redirect, read whole by the site when an address is unknown. */
  redirects: 'redirects',
  pages: 'pages',
  /** One page of the pages collection, by its slug. */
  page: (slug: string) => `pages:${slug}`,
} as const
