import { tellCacheTagsCleared } from '@/cache/cacheTagsCleared'
import { listenForCacheTags } from '@/cache/listenForCacheTags'
import { parseEnv } from '@/config/env'

/** What the server process starts before it answers anyone (src/instrumentation.ts). */
export function startServerWork(): void {
  const { DATABASE_URL } = parseEnv()
  if (DATABASE_URL) {
    listenForCacheTags(
      DATABASE_URL,
      { info: (line) => process.stdout.write(`${line}\n`), error: (line) => process.stderr.write(`${line}\n`) },
      { onCleared: tellCacheTagsCleared },
    )
  }
}
