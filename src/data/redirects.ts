import { unstable_cache } from 'next/cache'
import { slugs } from '@collections/slugs'
import { cacheTags } from '@/data/cacheTags'
import { safeLink } from '@/http/safeLink'
import { getPayloadClient } from '@/lib/payload'
import { normalizeRedirectPath, redirectTargetPath } from '@/rules/redirectPaths'

/**
 * Every redirect as 'from → to', read server-side with overrideAccess (the API keeps redirects to staff)
 * and cached whole under one entry: unknown addresses asked by anyone add nothing to any cache.
 */
async function readRedirects(): Promise<Record<string, string>> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: slugs.redirects,
    depth: 1,
    pagination: false,
    overrideAccess: true,
    select: { from: true, to: true },
    populate: { [slugs.pages]: { slug: true }, [slugs.projects]: { slug: true } },
  })
  return Object.fromEntries(
    docs.flatMap((doc) => {
      const target = redirectTargetPath(doc.to)
      // Saving checks every destination; one stored before that rule, or changed in the database, is dropped here too.
      return target && safeLink(target, ['path', 'https']) ? [[normalizeRedirectPath(doc.from), target]] : []
    }),
  )
}

const cachedRedirects = unstable_cache(readRedirects, ['redirects'], { tags: [cacheTags.redirects] })

/** Where an address that the site does not serve has moved, or null. */
export async function redirectFor(path: string): Promise<string | null> {
  const from = normalizeRedirectPath(path)
  const target = (await cachedRedirects())[from]
  return target && target !== from ? target : null
}

/** Every address that redirects somewhere, as `/old/address` → its target. */
export async function getRedirects(): Promise<Record<string, string>> {
  return Object.fromEntries(Object.entries(await cachedRedirects()).filter(([from, to]) => from !== to))
}
