import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { productionServerEnv, serveCommand } from '../tests/harness/productionServerEnv'
import { APP_PORT, APP_URL, BENCH_DATABASE, DIST_DIR, MEDIA_DIR, SERVER_LOG, settings } from './config'
import { dropBenchDatabase } from './database'
import { request, waitUntilAnswers } from '../tests/harness/http'
import { runToEnd, startProcess, type Started } from '../tests/harness/processes'

// High enough never to refuse: the bench measures the endpoint, not the limit.
const env = productionServerEnv(BENCH_DATABASE, APP_PORT, 100_000_000)

const withDatabase = ['tsx', 'scripts/withDatabase.ts']

/** A fresh database and media folder, then `next build` (unless BENCH_SKIP_BUILD=1 and a build exists). */
export async function buildApp(log: (line: string) => void): Promise<void> {
  await dropBenchDatabase()
  await rm(MEDIA_DIR, { recursive: true, force: true })
  if (settings.skipBuild && existsSync(`${DIST_DIR}/BUILD_ID`)) {
    log(`reusing the build in ${DIST_DIR}`)
    return
  }
  log(`building into ${DIST_DIR} (log: ${SERVER_LOG})`)
  await runToEnd('npx', [...withDatabase, 'next', 'build'], env, SERVER_LOG)
}

/**
 * `next start` on APP_PORT; resolves once the home page answers and Payload has started. Payload starts
 * with the first request that needs it, which then waits for the migrations and, on the fresh database of
 * a BENCH_SKIP_BUILD run, for the seed: asked here, so that no part measures the server while it seeds.
 */
export async function startApp(): Promise<Started> {
  const server = startProcess(...serveCommand(APP_PORT), env, SERVER_LOG)
  await waitUntilAnswers(`${APP_URL}/`, 10 * 60_000, server.died)
  await request(`${APP_URL}/api/users/me`, { timeoutMs: 10 * 60_000 })
  return server
}
