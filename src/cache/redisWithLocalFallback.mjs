import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { withRouteTags } from './withRouteTags.mjs'

const TIMEOUT_MS = 1000
const TAG_TIMEOUT_MS = 2000
const RETRY_MS = 1000
const BYPASS_MS = 5000

/**
 * A cache handler (of @fortedigital/nextjs-cache-handler) that keeps entries in Redis, shared by every
 * instance, and falls back to this instance's memory while Redis cannot be reached:
 * - pages keep being served; what is kept in memory meanwhile lives `fallbackSeconds` at most, so no copy
 *   outlives a change announced while it was kept by more than that (listenForCacheTags.ts clears this
 *   instance's memory too, at once, when the database's announcement arrives);
 * - the outage is logged once, and its end; after a failure (refused, or no answer within 1 s) Redis is left
 *   alone for 5 s, so that a Redis that hangs costs a timeout now and then, not one per read;
 * - a tag cleared while Redis was away is an error in the log, and is cleared in Redis as soon as it answers
 *   again, so that entries written before the outage are not served afterwards.
 *
 * @param {{ client: import('@redis/client').RedisClientType, keyPrefix: string, fallbackSeconds: number }} options
 */
export function redisWithLocalFallback({ client, keyPrefix, fallbackSeconds }) {
  // A short timeout: a Redis that hangs must not hold up a page longer than this before the fallback.
  const shared = createRedisHandler({ client, keyPrefix, timeoutMs: TIMEOUT_MS })
  const local = createLruHandler()
  /** @type {Set<string>} Tags to clear in Redis once it answers. */
  const pendingTags = new Set()
  let unreachable = false

  // After a failure Redis is left alone for a while: a Redis that hangs costs one timeout, not one per read.
  let bypassUntil = 0
  const redisAnswers = () => client.isReady && Date.now() >= bypassUntil

  /** @param {unknown} error */
  const fellBack = (error) => {
    bypassUntil = Date.now() + BYPASS_MS
    if (unreachable) return
    unreachable = true
    console.error(
      `Redis is unreachable (${error instanceof Error ? error.message : String(error)}): pages and cached reads are kept in this instance's memory, ${fallbackSeconds} s at most, until it answers again`,
    )
  }

  /**
   * The package's timeouts (abort signals) do not reach a command already sent, and its tag scan has none:
   * a Redis that hangs must not hold up a page or the clearing longer than `ms`.
   * @template T
   * @param {Promise<T>} operation
   * @param {number} ms
   * @returns {Promise<T>}
   */
  const withinTimeout = (operation, ms) =>
    Promise.race([operation, new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())])

  /** @type {NodeJS.Timeout | null} */
  let retry = null
  const retryLater = () => {
    retry ??= setTimeout(() => {
      retry = null
      void clearPendingTags()
    }, RETRY_MS).unref()
  }

  // Tried again every second while Redis is connected, and at once when it reconnects.
  const clearPendingTags = async () => {
    if (!client.isReady) return
    const tags = [...pendingTags]
    for (const tag of tags) {
      try {
        await withinTimeout(shared.revalidateTag(tag), TAG_TIMEOUT_MS)
        pendingTags.delete(tag)
      } catch {
        return retryLater()
      }
    }
    if (tags.length) console.info(`Cleared in Redis the cache tags cleared while it did not answer: ${tags.join(', ')}`)
  }

  /** Redis has answered: the end of an outage is logged, and what it left to clear is cleared. */
  const answered = () => {
    bypassUntil = 0
    if (!unreachable) return
    unreachable = false
    console.info('Redis answers again: the cache is shared by every instance again')
    void clearPendingTags()
  }

  // At the first connection too: tags may have been cleared before it.
  client.on('ready', () => {
    if (unreachable) answered()
    else void clearPendingTags()
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
      if (redisAnswers()) {
        try {
          const found = await withinTimeout(shared.get(key, meta), TIMEOUT_MS)
          answered()
          return found
        } catch (error) {
          fellBack(error)
        }
      }
      return local.get(key, meta)
    },
    /** @type {(typeof shared)['set']} */
    async set(key, entry, ctx) {
      const value = withRouteTags(entry)
      if (redisAnswers()) {
        try {
          await withinTimeout(shared.set(key, value, ctx), TIMEOUT_MS)
          return answered()
        } catch (error) {
          fellBack(error)
        }
      }
      await local.set(key, shortLived(value), ctx)
    },
    /** @param {string} tag */
    async revalidateTag(tag) {
      await local.revalidateTag(tag)
      if (redisAnswers()) {
        try {
          await withinTimeout(shared.revalidateTag(tag), TAG_TIMEOUT_MS)
          return answered()
        } catch (error) {
          fellBack(error)
        }
      }
      pendingTags.add(tag)
      console.error(`Could not clear the cache tag ${tag} in Redis: it will be cleared there as soon as Redis answers`)
      retryLater()
    },
    /** @param {string} key */
    async delete(key) {
      await local.delete(key)
      if (redisAnswers() && shared.delete) await withinTimeout(shared.delete(key), TIMEOUT_MS).catch(fellBack)
    },
  }
}
