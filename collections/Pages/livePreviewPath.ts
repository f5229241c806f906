import { siteUrl } from '@/config/siteUrl'
import { homeSlug, pagePath } from '@/rules/pagePath'

/**
 * The address the admin opens to preview a page: /apercu checks that the requester is signed-in staff,
 * turns on Next's draft mode for that browser, then shows the page with its latest draft.
 */
export const previewUrl = (slug: string | null | undefined): string => previewUrlOf(pagePath(slug || homeSlug))

/** The preview address of any path of the site (a page, a project). */
export const previewUrlOf = (path: string): string => `${siteUrl()}/apercu?${new URLSearchParams({ chemin: path })}`
