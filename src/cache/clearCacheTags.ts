import { CACHE_TAGS_KEY_HEADER, CACHE_TAGS_PATH, cacheTagsKey, SELF_URL_VARIABLE } from './cacheTagsRoute'

/**
 * Clears the tags in this server's Next cache (the build folder's cache or Redis) from anywhere in its process,
 * through its own route, where Next's revalidateTag runs within a request. False while the server does not
 * answer yet (it is starting); an answer other than done is an error.
 */
export async function clearCacheTags(tags: readonly string[]): Promise<boolean> {
  const self = process.env[SELF_URL_VARIABLE]
  if (!self) return false
  let response: Response
  try {
    response = await fetch(`${self}${CACHE_TAGS_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CACHE_TAGS_KEY_HEADER]: cacheTagsKey() },
      body: JSON.stringify(tags),
    })
  } catch {
    return false
  }
  if (response.status !== 204) throw new Error(`${CACHE_TAGS_PATH} answered ${response.status}`)
  return true
}
