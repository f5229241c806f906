type IncrementalCache = { revalidateTag(tags: string[], durations?: { expire?: number }): Promise<void> }

/**
 * Clears the tags in this process's Next cache, as revalidateTag(tag, { expire: 0 }) does within a request,
 * but from anywhere in the server process: Next's incremental cache (which Next puts on globalThis at each
 * request) hands them to the configured cache handler, the build folder's cache or Redis. False while Next
 * has served no request and so has no cache to clear yet.
 */
export async function clearCacheTags(tags: string[]): Promise<boolean> {
  const cache = (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache
  if (!cache) return false
  await cache.revalidateTag(tags, { expire: 0 })
  return true
}
