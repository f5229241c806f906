import { unstable_cache } from 'next/cache'
import { slugs } from '@collections/slugs'
import { getPayloadClient } from '@/lib/payload'
import { siteNavigationOf, type SiteNavigation } from '@/rules/siteNavigation'
import { cacheTags } from './cacheTags'

export type { MenuGroup, MenuItem, SiteNavigation } from '@/rules/siteNavigation'

async function readNavigation(): Promise<SiteNavigation> {
  const payload = await getPayloadClient()
  // A link to a page brings the page's current address; a page visitors cannot read comes back as its id.
  const doc = await payload.findGlobal({
    slug: slugs.navigation,
    overrideAccess: false,
    depth: 1,
    populate: { [slugs.pages]: { slug: true } },
  })
  return siteNavigationOf(doc)
}

/**
 * The menu and the footer's links, cached under the navigation tag (cleared when an editor saves them)
 * and the pages' tag: a page renamed, published or unpublished changes the links that name it.
 */
export const getNavigation = unstable_cache(readNavigation, ['navigation'], { tags: [cacheTags.navigation, cacheTags.pages] })
