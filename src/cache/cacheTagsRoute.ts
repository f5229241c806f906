import { isServerKey, serverKey } from '@/config/serverKey'

/** The app's own route that clears cache tags with Next's revalidateTag, within a request as Next requires. */
export const CACHE_TAGS_PATH = '/api/cache-tags'

/** The header carrying the key that only this app's servers know (derived from Payload's secret). */
export const CACHE_TAGS_KEY_HEADER = 'x-cache-tags-key'

/** Where this server answers itself (set by scripts/serve.ts once it knows its port). */
export const SELF_URL_VARIABLE = 'APP_SELF_URL'

/** At most this many tags per call, each this long at most: the announcements name a few. */
const MAX_TAGS = 200
const MAX_TAG_LENGTH = 256

export const cacheTagsKey = () => serverKey('cache-tags')

export const isCacheTagsKey = (given: string | null): boolean => isServerKey('cache-tags', given)

/** The tags a call names: a JSON array of short strings, or null when it is anything else. */
export function tagsOf(body: string): string[] | null {
  try {
    const tags: unknown = JSON.parse(body)
    if (!Array.isArray(tags) || tags.length > MAX_TAGS) return null
    return tags.every((tag) => typeof tag === 'string' && tag.length > 0 && tag.length <= MAX_TAG_LENGTH) ? (tags as string[]) : null
  } catch {
    return null
  }
}
