import pg from 'pg'
import { CACHE_TAGS_CHANNEL } from './cacheTagsChannel'
import { clearCacheTags } from './clearCacheTags'
import { everyCacheTag } from './everyCacheTag'

type Log = { info: (line: string) => void; error: (line: string) => void }

const RETRY_MS = 1_000
/**
 * A page render that read the content before the change was committed and stored its page after the tags
 * were cleared would be taken for fresh, and pages never expire by themselves: Next compares the clearing's
 * time with the page's storing time. So each announced tag is cleared once more after the longest a render
 * takes on a busy server, which discards such a page; the cost is one more render of the pages it names.
 */
const CLEAR_AGAIN_AFTER_MS = 5_000

/**
 * The app server's side of announceCacheTags: one LISTEN connection per instance, and every tag a committed
 * change names (from any instance, the job runner, the seed, a script) is cleared in this instance's cache.
 * A clear that fails is logged as an error and tried again every second until it succeeds. While the
 * connection is down announcements are lost, so once it is back every tag is cleared. Each announcement is
 * cleared twice, at once and CLEAR_AGAIN_AFTER_MS later; `onCleared` hears of each clear that succeeded.
 * Returns its stop.
 */
export function listenForCacheTags(
  databaseUrl: string,
  log: Log,
  {
    clearAgainAfterMs = CLEAR_AGAIN_AFTER_MS,
    onCleared = () => {},
    clearTags = clearCacheTags,
  }: {
    clearAgainAfterMs?: number
    onCleared?: (tags: string[]) => void
    /** How tags are cleared: false while they cannot be yet (tried again in a second), an error when it failed. */
    clearTags?: (tags: readonly string[]) => Promise<boolean>
  } = {},
): () => Promise<void> {
  const pending = new Set<string>()
  let retry: NodeJS.Timeout | null = null
  let stopped = false
  let current: pg.Client | null = null
  let clearing = Promise.resolve()
  const againTimers = new Set<NodeJS.Timeout>()

  const clearPending = async () => {
    const tags = [...pending]
    if (!tags.length) return
    try {
      if (!(await clearTags(tags))) return schedule()
      for (const tag of tags) pending.delete(tag)
      log.info(`Cleared the cache tags ${tags.join(', ')}`)
      onCleared(tags)
    } catch (error) {
      log.error(`Could not clear the cache tags ${tags.join(', ')}, retrying in 1 s: ${String(error)}`)
      schedule()
    }
  }
  const schedule = () => {
    if (stopped) return
    retry ??= setTimeout(() => {
      retry = null
      clear([])
    }, RETRY_MS)
  }
  const clear = (tags: readonly string[]) => {
    for (const tag of tags) pending.add(tag)
    clearing = clearing.then(clearPending)
  }
  const clearNowAndAgain = (tags: readonly string[]) => {
    clear(tags)
    const timer = setTimeout(() => {
      againTimers.delete(timer)
      if (!stopped) clear(tags)
    }, clearAgainAfterMs)
    againTimers.add(timer)
  }

  const connect = async (reconnecting: boolean) => {
    if (stopped) return
    const client = new pg.Client({ connectionString: databaseUrl })
    current = client
    let lost = false
    const onLost = (error?: Error) => {
      if (lost || stopped) return
      lost = true
      log.error(`Lost the ${CACHE_TAGS_CHANNEL} channel, reconnecting in 1 s${error ? `: ${error.message}` : ''}`)
      void client.end().catch(() => undefined)
      setTimeout(() => void connect(true), RETRY_MS)
    }
    client.on('notification', ({ payload }) => {
      try {
        const tags: unknown = JSON.parse(payload ?? '[]')
        if (Array.isArray(tags)) clearNowAndAgain(tags.filter((tag): tag is string => typeof tag === 'string'))
      } catch {
        log.error(`Unreadable ${CACHE_TAGS_CHANNEL} announcement: ${payload}`)
      }
    })
    client.on('error', onLost)
    client.on('end', () => onLost())
    try {
      await client.connect()
      await client.query(`listen ${CACHE_TAGS_CHANNEL}`)
      if (reconnecting) clear(everyCacheTag)
    } catch (error) {
      onLost(error instanceof Error ? error : new Error(String(error)))
    }
  }
  void connect(false)
  return async () => {
    stopped = true
    if (retry) clearTimeout(retry)
    for (const timer of againTimers) clearTimeout(timer)
    await current?.end().catch(() => undefined)
  }
}
