/**
 * npm run test:crash: lead submissions under load while the app is killed (SIGKILL) and restarted,
 * and PostgreSQL is stopped in immediate mode (a power cut) and restarted. Every submission carries
 * its own key (the submission id) and is retried with that key until it is acknowledged, as the
 * site's forms do. Afterwards every acknowledged key must be stored exactly once.
 *
 * Runs on an embedded PostgreSQL cluster of its own (.data/postgres-crash), so the power cuts never
 * touch the development or test databases. CRASH_QUICK=1 is the short form CI runs.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { existsSync } from 'node:fs'
import pg from 'pg'
import { ensureEmbeddedPostgres, stopEmbeddedPostgres } from '../../src/db/embeddedPostgres'
import { request, waitUntilAnswers } from '../harness/http'
import { runToEnd, startProcess, stopAll, type Started } from '../harness/processes'
import { distDirOf, productionServerEnv, serveCommand } from '../harness/productionServerEnv'
import { sampleAnswers } from '../harness/sampleAnswers'

const quick = process.env.CRASH_QUICK === '1'
const APP_KILLS = quick ? 6 : 20
const DATABASE_STOPS = quick ? 2 : 5
const WORKERS = 8
const DATABASE = 'combles_crash'
const POSTGRES_DIR = '.data/postgres-crash'
// CRASH_POSTGRES_PORT and CRASH_PORT move them, so that two checkouts on one machine can run it at once.
const POSTGRES_PORT = Number(process.env.CRASH_POSTGRES_PORT ?? 54339)
const APP_PORT = Number(process.env.CRASH_PORT ?? 3192)
const APP_URL = `http://127.0.0.1:${APP_PORT}`
const DIST_DIR = distDirOf(DATABASE)
const LOG = `.data/crash-server-${DATABASE}.log`

const env = productionServerEnv(DATABASE, APP_PORT, 100_000_000, {
  EMBEDDED_POSTGRES_DIR: POSTGRES_DIR,
  EMBEDDED_POSTGRES_PORT: String(POSTGRES_PORT),
})

const started = Date.now()
const log = (line: string) => process.stdout.write(`[crash ${Math.round((Date.now() - started) / 1000)}s] ${line}\n`)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const withDatabase = ['tsx', 'scripts/withDatabase.ts']
const run = Date.now().toString(36)

async function databaseUrl() {
  return ensureEmbeddedPostgres({ dataDir: POSTGRES_DIR, port: POSTGRES_PORT, database: 'postgres' }).then((url) =>
    url.replace(/\/postgres$/, `/${DATABASE}`),
  )
}

async function freshDatabase() {
  const admin = new pg.Client({
    connectionString: await ensureEmbeddedPostgres({ dataDir: POSTGRES_DIR, port: POSTGRES_PORT, database: 'postgres' }),
  })
  await admin.connect()
  await admin.query(`drop database if exists "${DATABASE}" with (force)`)
  await admin.end()
  await rm(env.MEDIA_DIR!, { recursive: true, force: true })
}

async function startApp(): Promise<Started> {
  const app = startProcess(...serveCommand(APP_PORT), env, LOG)
  // Up means able to take leads: Payload started and the database prepared (a first start seeds it).
  await waitUntilAnswers(`${APP_URL}/api/health`, 5 * 60_000, app.died, true)
  return app
}

/** The load: each worker sends a new key, retrying it until a 201, then the next one. */
function startLoad() {
  const acknowledged = new Set<string>()
  const sent = new Set<string>()
  let failures = 0
  let stopping = false
  let next = 0
  const worker = async () => {
    while (!stopping) {
      const n = next++
      const key = `${run}${String(n).padStart(8, '0')}crash`
      // One visitor per key, retrying from the same address: a replay is answered to the client that sent it only.
      const address = `10.9.${(n >> 8) & 255}.${n & 255}`
      sent.add(key)
      const body = JSON.stringify({
        formOrigin: 'contact',
        answers: { ...sampleAnswers.contact, email: `${key}@example.fr` },
        submissionId: key,
      })
      // Retried until acknowledged; a visitor whose page is still open would click again.
      for (let attempt = 0; ; attempt++) {
        const response = await request(`${APP_URL}/api/leads/submit`, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
          timeoutMs: 10_000,
        }).catch(() => null)
        if (response?.status === 201) {
          acknowledged.add(key)
          break
        }
        failures++
        if (stopping && attempt > 200) break
        await sleep(250)
      }
    }
  }
  const workers = Array.from({ length: WORKERS }, worker)
  return {
    acknowledged,
    sent,
    failures: () => failures,
    stop: async () => {
      stopping = true
      await Promise.all(workers)
    },
  }
}

/** Where the 20 app kills and 5 database stops fall: spread out, database stops among them. */
function schedule(): ('app' | 'database')[] {
  const events: ('app' | 'database')[] = Array(APP_KILLS).fill('app')
  const step = Math.floor((APP_KILLS + DATABASE_STOPS) / DATABASE_STOPS)
  for (let stop = 0; stop < DATABASE_STOPS; stop++) events.splice(stop * step + Math.floor(step / 2), 0, 'database')
  return events
}

async function count(keys: string[]) {
  const client = new pg.Client({ connectionString: await databaseUrl() })
  await client.connect()
  try {
    const { rows } = await client.query<{ submission_id: string; copies: string }>(
      'select submission_id, count(*) as copies from leads where submission_id = any($1) group by submission_id',
      [keys],
    )
    return new Map(rows.map((row) => [row.submission_id, Number(row.copies)]))
  } finally {
    await client.end()
  }
}

async function main(): Promise<number> {
  await mkdir('.data', { recursive: true })
  await writeFile(LOG, '')
  log(`${quick ? 'short form (CRASH_QUICK=1)' : 'full run'}: ${APP_KILLS} app kills, ${DATABASE_STOPS} database stops, ${WORKERS} senders`)
  await freshDatabase()
  if (process.env.CRASH_SKIP_BUILD === '1' && existsSync(`${DIST_DIR}/BUILD_ID`)) log(`reusing the build in ${DIST_DIR}`)
  else {
    log(`building into ${DIST_DIR} (log: ${LOG})`)
    await runToEnd('npx', [...withDatabase, 'next', 'build'], env, LOG)
  }
  let app = await startApp()
  log('app up; load starts')
  const load = startLoad()
  let appKills = 0
  let databaseStops = 0
  for (const event of schedule()) {
    await sleep(1000 + Math.random() * 2000)
    if (event === 'app') {
      await app.kill()
      appKills++
      app = await startApp()
    } else {
      await stopEmbeddedPostgres(POSTGRES_DIR, 'immediate')
      databaseStops++
      await sleep(500 + Math.random() * 1000)
      await ensureEmbeddedPostgres({ dataDir: POSTGRES_DIR, port: POSTGRES_PORT, database: DATABASE })
      // The same app process must take leads again by itself once PostgreSQL is back.
      const before = load.acknowledged.size
      const deadline = Date.now() + 30_000
      while (load.acknowledged.size === before && Date.now() < deadline && !app.died()) await sleep(100)
      if (app.died() || load.acknowledged.size === before)
        throw new Error(`the app did not recover from the database stop: ${app.died() ?? 'no lead acknowledged within 30 s'}`)
    }
    log(
      `  ${event === 'app' ? `app killed and restarted (${appKills}/${APP_KILLS})` : `PostgreSQL stopped (immediate) and restarted (${databaseStops}/${DATABASE_STOPS})`}; ${load.acknowledged.size} acknowledged so far`,
    )
  }
  await sleep(2000)
  await load.stop()
  await app.stop()

  const acknowledged = [...load.acknowledged]
  const copies = await count([...load.sent])
  const stored = acknowledged.filter((key) => (copies.get(key) ?? 0) >= 1).length
  const lost = acknowledged.length - stored
  const duplicated = [...copies.values()].filter((n) => n > 1).length
  const rows = [
    ['app kills (SIGKILL) / database stops (immediate)', `${appKills} / ${databaseStops}`],
    ['submissions sent (distinct keys)', String(load.sent.size)],
    ['acknowledged (201)', String(acknowledged.length)],
    ['stored (acknowledged and in the database)', String(stored)],
    ['lost (acknowledged, not in the database)', String(lost)],
    ['duplicated (a key stored more than once)', String(duplicated)],
    ['failed attempts, retried (refused connections, 5xx, timeouts)', String(load.failures())],
  ]
  const width = Math.max(...rows.map(([label]) => label!.length))
  process.stdout.write(`\n${rows.map(([label, value]) => `${label!.padEnd(width)}  ${value}`).join('\n')}\n\n`)
  const passed = acknowledged.length > 0 && lost === 0 && duplicated === 0 && appKills === APP_KILLS && databaseStops === DATABASE_STOPS
  log(passed ? 'pass: every acknowledged lead is stored exactly once' : 'FAIL')
  return passed ? 0 : 1
}

main()
  .catch((error: unknown) => {
    log(`the crash test could not run: ${error instanceof Error ? error.message : String(error)} (server log: ${LOG})`)
    return 1
  })
  .then(async (code) => {
    await stopAll()
    // The cluster is this test's own: stopped, so that no later run finds it on the port.
    await stopEmbeddedPostgres(POSTGRES_DIR).catch(() => undefined)
    process.exit(code)
  })
