import { tellCacheTagsCleared } from '@/cache/cacheTagsCleared'
import { listenForCacheTags } from '@/cache/listenForCacheTags'
import { parseEnv } from '@/config/env'
import { APP_SERVER_FLAG } from '@/db/stopTheAppServer'

/** What the server process starts before it answers anyone (src/instrumentation.ts). */
export function startServerWork(): void {
  // This process serves visitors: Payload works the job queues here, and a failed preparation stops it.
  process.env[APP_SERVER_FLAG] = '1'
  const { DATABASE_URL } = parseEnv()
  if (DATABASE_URL) {
    listenForCacheTags(
      DATABASE_URL,
      { info: (line) => process.stdout.write(`${line}\n`), error: (line) => process.stderr.write(`${line}\n`) },
      { onCleared: tellCacheTagsCleared },
    )
  }
}
