/**
 * npm run bench: first-load JS and Lighthouse scores of the pages, lead throughput against a bare floor, the dashboard on 100 000 leads and the live
 * feed's delay, on a production build with its own database. Prints one table. Exits non-zero only
 * when something could not be measured; a missed target is a result, not a failure.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { buildApp, startApp } from './appServer'
import { deleteLeads, insertLeads } from './bulkLeads'
import { APP_URL, CLONE_LOG, CLONE_URL, FLOOR_LOG, FLOOR_PAGE_LOG, FLOOR_PAGE_URL, FLOOR_URL, SERVER_LOG, settings } from './config'
import { measureDashboard } from './dashboard'
import { measureFreshClone } from './freshClone'
import { benchDatabaseUrl } from './database'
import { startFloor } from './floor'
import { startFloorPage } from './floorPage'
import { answers } from '../tests/harness/http'
import { measureInputDelay } from './inputDelay'
import { measureLeads } from './leads'
import { measureLive } from './live'
import { measurePages } from './pages'
import { measurePublish } from './publish'
import { measureVisits } from './visits'
import { measureAudience } from './audience'
import { stopAll } from '../tests/harness/processes'
import { formatReport, type Results } from './report'
import { createSellers, signIn, signInAs, type Session } from './session'

const started = Date.now()
const log = (line: string) => process.stdout.write(`[bench ${Math.round((Date.now() - started) / 1000)}s] ${line}\n`)
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    log(`${signal}: stopping the servers`)
    void stopAll().finally(() => process.exit(130))
  })
}

/** Runs one part; a failure is noted in the report and the next part still runs when it can. */
async function part<T>(name: string, results: Results, work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work()
  } catch (error) {
    results.skipped.push(`${name}: ${reason(error)}`)
    log(`${name} failed: ${reason(error)}`)
    return undefined
  }
}

async function main(): Promise<number> {
  const results: Results = { skipped: [] }
  log(`${settings.quick ? 'quick run (BENCH_QUICK=1)' : 'full run'}; ${settings.connections} connections`)
  // A server left over on our ports would be measured instead of ours.
  // The floor page is served for the pages part only: another checkout's bench may hold its port meanwhile.
  const ports = [
    APP_URL,
    FLOOR_URL,
    ...(settings.parts.has('pages') ? [FLOOR_PAGE_URL] : []),
    ...(settings.parts.has('clone') ? [CLONE_URL] : []),
  ]
  for (const url of ports) if (await answers(url)) throw new Error(`${url} already answers: stop that server first`)
  await mkdir('.data', { recursive: true })
  await Promise.all([writeFile(SERVER_LOG, ''), writeFile(FLOOR_LOG, ''), writeFile(FLOOR_PAGE_LOG, ''), writeFile(CLONE_LOG, '')])

  const runs = (name: string) => settings.parts.has(name)
  // First, alone on the machine: the README's first command on a fresh clone, timed as a newcomer lives it.
  if (runs('clone')) results.freshClone = await part('fresh clone', results, () => measureFreshClone(log))
  if ([...settings.parts].every((name) => name === 'clone')) return report(results)

  await buildApp(log)
  log('starting next start')
  await startApp()
  log(`server up at ${APP_URL}`)
  const databaseUrl = await benchDatabaseUrl()

  // Pages first, on a quiet machine: Lighthouse's performance score feels any other load.
  if (runs('pages')) {
    results.pages = await part('pages', results, async () => {
      const floorPage = await startFloorPage(log)
      try {
        return await measurePages(log)
      } finally {
        await floorPage.stop()
      }
    })
    results.inputDelay = await part('input delay', results, () => measureInputDelay(log))
  }

  const session = await part<Session>('sign-in', results, signIn)
  // Salespeople who receive new leads, as the company has: every lead of the throughput runs takes its turn
  // among them (the assignment, its history entry and the owner's e-mail job), and the dashboard's bulk leads are theirs.
  const sellers =
    session && (runs('leads') || runs('dashboard')) ? await part('salespeople', results, () => createSellers(session)) : undefined

  if (runs('leads') && session)
    results.leads = await part('lead throughput', results, async () => {
      const floor = await startFloor(databaseUrl)
      try {
        return await measureLeads(log, session)
      } finally {
        await floor.stop()
      }
    })
  if (session) {
    if (runs('publish')) results.publish = await part('publish to public', results, () => measurePublish(session, log))
    if (runs('dashboard') && sellers) {
      results.dashboard = await part('dashboard', results, async () => {
        // Salespeople own the bulk leads (and some are nobody's), so "Mes leads" reads one owner's share.
        await deleteLeads(databaseUrl, log)
        await insertLeads(
          databaseUrl,
          settings.bulkLeads,
          log,
          sellers.map((seller) => seller.id),
        )
        const seller = sellers[0]!
        return measureDashboard(session, log, { session: await signInAs(seller), id: seller.id })
      })
    }
    if (runs('live')) results.live = await part('live latency', results, () => measureLive(session, log))
    if (runs('visits')) results.visits = await part('visit booking', results, () => measureVisits(session, log))
  }
  if (runs('audience')) results.audience = await part('audience measurement', results, () => measureAudience(log))

  return report(results)
}

/** Prints the table; the exit code says whether every part could be measured. */
function report(results: Results): number {
  process.stdout.write(`\n${formatReport(results)}\n\n`)
  return results.skipped.length ? 1 : 0
}

main()
  .then(
    (code) => code,
    async (error: unknown) => {
      log(`the benchmark could not run: ${reason(error)}`)
      const tail = await readFile(SERVER_LOG, 'utf8').catch(() => '')
      if (tail) process.stdout.write(`last lines of ${SERVER_LOG}:\n${tail.split('\n').slice(-30).join('\n')}\n`)
      return 1
    },
  )
  .then(async (code) => {
    await stopAll()
    process.exit(code)
  })
