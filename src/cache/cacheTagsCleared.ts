import type { EventEmitter } from 'node:events'

/**
 * Told within this process once a change's tags are cleared from its cache (src/instrumentation.ts hears of it),
 * so that the address gate reads its list of addresses anew (src/proxy/siteAddresses.ts): a page just published
 * is served at once. An event of the process, since Next loads the start-up code apart from the proxy's.
 */
const CACHE_TAGS_CLEARED = 'combles:cache-tags-cleared'

const processEvents = process as unknown as EventEmitter

export const tellCacheTagsCleared = (tags: readonly string[]) => void processEvents.emit(CACHE_TAGS_CLEARED, tags)

export function onCacheTagsCleared(listener: () => void): void {
  processEvents.on(CACHE_TAGS_CLEARED, listener)
}
