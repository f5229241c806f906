import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { withRouteTags } from './withRouteTags.mjs'

/**
 * A cache handler (of @fortedigital/nextjs-cache-handler) that keeps entries in Redis, shared by every
 * instance, and falls back to this instance's memory while Redis cannot be reached:
 * - pages keep being served; what is kept in memory meanwhile lives `fallbackSeconds` at most, so no copy
 *   outlives a change announced while it was kept by more than that (listenForCacheTags.ts clears this
 *   instance's memory too, at once, when the database's announcement arrives);
 * - the outage is logged once, and its end;
 * - a tag cleared while Redis was away is an error in the log, and is cleared in Redis as soon as it answers
 *   again, so that entries written before the outage are not served afterwards.
 *
 * @param {{ client: import('@redis/client').RedisClientType, keyPrefix: string, fallbackSeconds: number }} options
 */
export function redisWithLocalFallback({ client, keyPrefix, fallbackSeconds }) {
  // A short timeout: a Redis that hangs must not hold up a page longer than this before the fallback.
  const shared = createRedisHandler({ client, keyPrefix, timeoutMs: 1000 })
  const local = createLruHandler()
  /** @type {Set<string>} Tags to clear in Redis once it answers. */
  const pendingTags = new Set()
  let unreachable = false

  /** @param {unknown} error */
  const fellBack = (error) => {
    if (unreachable) return
    unreachable = true
    console.error(
      `Redis is unreachable (${error instanceof Error ? error.message : String(error)}): pages and cached reads are kept in this instance's memory, ${fallbackSeconds} s at most, until it answers again`,
    )
  }

  const clearPendingTags = async () => {
    for (const tag of [...pendingTags]) {
      try {
        await shared.revalidateTag(tag)
        pendingTags.delete(tag)
      } catch (error) {
        console.error(`Could not clear the cache tag ${tag} in Redis, trying again when it answers: ${String(error)}`)
        return
      }
    }
  }

  client.on('ready', () => {
    if (unreachable) console.info('Redis answers again: the cache is shared by every instance again')
    unreachable = false
    void clearPendingTags()
  })
  // A lost connection and every failed reconnection emit an error: the outage is logged once, by fellBack.
  // Not being connected yet at start is no outage: meanwhile entries are kept in memory, silently.
  client.on('error', fellBack)

  /**
   * The entry as kept in memory: expiring within fallbackSeconds.
   * @template {{ lifespan?: { expireAt: number } | null }} Value
   * @param {Value} value
   * @returns {Value}
   */
  const shortLived = (value) => {
    const expireAt = Math.floor(Date.now() / 1000) + fallbackSeconds
    return value.lifespan ? { ...value, lifespan: { ...value.lifespan, expireAt: Math.min(value.lifespan.expireAt, expireAt) } } : value
  }

  return {
    name: 'redis-with-local-fallback',
    /** @type {(typeof shared)['get']} */
    async get(key, meta) {
      if (client.isReady) {
        try {
          return await shared.get(key, meta)
        } catch (error) {
          fellBack(error)
        }
      }
      return local.get(key, meta)
    },
    /** @type {(typeof shared)['set']} */
    async set(key, entry, ctx) {
      const value = withRouteTags(entry)
      if (client.isReady) {
        try {
          return await shared.set(key, value, ctx)
        } catch (error) {
          fellBack(error)
        }
      }
      await local.set(key, shortLived(value), ctx)
    },
    /** @param {string} tag */
    async revalidateTag(tag) {
      await local.revalidateTag(tag)
      if (client.isReady) {
        try {
          return await shared.revalidateTag(tag)
        } catch (error) {
          fellBack(error)
        }
      }
      pendingTags.add(tag)
      console.error(`Could not clear the cache tag ${tag} in Redis: it will be cleared there when Redis answers again`)
    },
    /** @param {string} key */
    async delete(key) {
      await local.delete(key)
      if (client.isReady) await shared.delete?.(key)
    },
  }
}
