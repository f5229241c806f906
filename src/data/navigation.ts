import { unstable_cache } from 'next/cache'
import { slugs } from '@collections/slugs'
import { getPayloadClient } from '@/lib/payload'
import { siteNavigationOf, type SiteNavigation } from '@/rules/siteNavigation'
import { cacheTags } from './cacheTags'

export type { MenuGroup, MenuItem, SiteNavigation } from '@/rules/siteNavigation'

async function readNavigation(): Promise<SiteNavigation> {
  const payload = await getPayloadClient()
  const doc = await payload.findGlobal({ slug: slugs.navigation, overrideAccess: false, depth: 0 })
  return siteNavigationOf(doc)
}

/** The menu and the footer's links, cached under the navigation tag (cleared when an editor saves them). */
export const getNavigation = unstable_cache(readNavigation, ['navigation'], { tags: [cacheTags.navigation] })
