/*
 * Clears cache tags with Next's own revalidateTag, for this server's listener (src/cache/listenForCacheTags.ts),
 * which hears every committed change on the database's channel but runs outside any request. Only a caller
 * holding the servers' key is heard; anyone else finds nothing here.
 */
import { revalidateTag } from 'next/cache'
import { CACHE_TAGS_KEY_HEADER, isCacheTagsKey, tagsOf } from '@/cache/cacheTagsRoute'

export const dynamic = 'force-dynamic'

export async function POST(request: Request): Promise<Response> {
  if (!isCacheTagsKey(request.headers.get(CACHE_TAGS_KEY_HEADER))) return new Response(null, { status: 404 })
  const tags = tagsOf(await request.text())
  if (!tags) return new Response(null, { status: 400 })
  // Expired at once: the next visit of a page built from them renders it anew.
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
  return new Response(null, { status: 204 })
}
