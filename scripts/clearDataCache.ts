import { rm } from 'node:fs/promises'
import path from 'node:path'

/**
 * Empties Next's data cache (the pages' cached reads, under <build folder>/cache/fetch-cache). Next keeps
 * it from one build to the next and a build reads it, so a database changed without the app (a seed, a
 * restore, another database) would be prerendered as it was: each build starts from the database instead.
 */
export async function clearDataCache(distDir = process.env.NEXT_DIST_DIR || '.next') {
  await rm(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
}
