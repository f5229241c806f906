import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import { createClient } from '@redis/client'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { redisWithLocalFallback } from './src/cache/redisWithLocalFallback.mjs'

/**
 * Next's cache in Redis, for several instances: pages, cached reads (unstable_cache) and their tags are
 * shared, so a tag cleared by one instance is cleared for all. next.config.mjs names this file as
 * `cacheHandler` when REDIS_URL is set (validated at start by src/config/env.ts); without it, Next keeps its
 * cache in the build folder, which is all a single machine needs.
 *
 * The handler is @fortedigital/nextjs-cache-handler 3.3 (Next 16.3+ support, with @redis/client 5): the maintained
 * successor of @neshca/cache-handler, which stopped at Next 14. Next's examples/cache-handler-redis is a sample to
 * copy and maintain ourselves; @trieb.work/nextjs-turbo-redis-cache and @leejpsd/nextjs-cache-handler are younger,
 * with far fewer users. Its local-lru handler is the fallback while Redis is away (redisWithLocalFallback.mjs).
 *
 * Keys carry the build's id: a new deployment never serves pages that an older build rendered (their
 * scripts and styles would be gone). A build writes nothing to Redis; instances render on first visit.
 */
CacheHandler.onCreation(({ buildId }) => {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) return { handlers: [createLruHandler()] }
  const client = createClient({
    url: process.env.REDIS_URL,
    // A command sent while disconnected fails at once (and the page falls back) rather than waiting.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(200 * (retries + 1), 2000) },
  })
  // Not awaited: until Redis answers, the handler serves from memory.
  client.connect().catch(() => undefined)
  return {
    handlers: [
      redisWithLocalFallback({
        client,
        keyPrefix: `combles:${buildId ?? 'dev'}:`,
        fallbackSeconds: Number(process.env.REDIS_FALLBACK_SECONDS || 10),
      }),
    ],
  }
})

export default CacheHandler
