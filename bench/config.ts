import { distDirOf, mediaDirOf } from '../tests/harness/productionServerEnv'

/** Every knob of the benchmark in one place: where it runs, how long, and what it must reach. */

const quick = process.env.BENCH_QUICK === '1'
const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}

export const BENCH_DATABASE = 'combles_bench'
// BENCH_PORT moves all three (app on it, floor on the next, floor page after it): two checkouts can bench side by side.
export const APP_PORT = numberFrom('BENCH_PORT', 3190)
// Beside the app's port range, free of the e2e servers (3100...).
export const FLOOR_PORT = APP_PORT + 1
export const APP_URL = `http://127.0.0.1:${APP_PORT}`
export const FLOOR_URL = `http://127.0.0.1:${FLOOR_PORT}`
/** The framework's floor page (bench/floor-page), a Next app of its own served beside the site. */
export const FLOOR_PAGE_PORT = APP_PORT + 2
export const FLOOR_PAGE_URL = `http://127.0.0.1:${FLOOR_PAGE_PORT}`
export const FLOOR_PAGE_DIR = 'bench/floor-page'
export const FLOOR_PAGE_LOG = '.data/bench-floor-page.log'
/** The seed's home hero picture, which the floor photo page shows as phones get it. */
export const FLOOR_PHOTO_SOURCE = 'src/seed/images/projet-1-apres.webp'
export const BENCH_TOOLS_LOG = '.data/bench-tools-install.log'
export const DIST_DIR = distDirOf(BENCH_DATABASE)
export const MEDIA_DIR = mediaDirOf(BENCH_DATABASE)
export const SERVER_LOG = `.data/bench-server-${BENCH_DATABASE}.log`
export const FLOOR_LOG = `.data/bench-floor-${BENCH_DATABASE}.log`
export const FLOOR_TABLE = 'bench_floor_leads'
/** The fresh clone's server and embedded PostgreSQL, beside the bench's and the e2e runs' (BENCH_PORT + 3). */
export const CLONE_PORT = APP_PORT + 3
export const CLONE_URL = `http://127.0.0.1:${CLONE_PORT}`
export const CLONE_POSTGRES_PORT = 54359
export const CLONE_LOG = '.data/bench-fresh-clone.log'
// Same as node-postgres' default, which Payload's pool also uses: the floor gets no bigger pool than the app.
export const FLOOR_POOL_SIZE = 10

export const settings = {
  quick,
  /** Reuse an existing build in DIST_DIR (the database is still made anew). */
  skipBuild: process.env.BENCH_SKIP_BUILD === '1',
  connections: numberFrom('BENCH_CONNECTIONS', 32),
  throughputSeconds: numberFrom('BENCH_SECONDS', quick ? 5 : 20),
  // Several runs, alternating app and floor: the median resists the noise of a shared machine.
  throughputRuns: numberFrom('BENCH_RUNS', 3),
  // Long enough for the JIT to settle: the figures are those of a server that has been up a while.
  warmupSeconds: quick ? 1 : 10,
  bulkLeads: numberFrom('BENCH_BULK_LEADS', 100_000),
  dashboardRequests: numberFrom('BENCH_DASHBOARD_REQUESTS', quick ? 20 : 50),
  liveLeads: numberFrom('BENCH_LIVE_LEADS', quick ? 15 : 30),
  lighthouseRuns: numberFrom('BENCH_LIGHTHOUSE_RUNS', quick ? 1 : 3),
  /** Audits per page of the floor and content pages on a load throttled by the browser (about 20 s each). */
  throttledRuns: numberFrom('BENCH_THROTTLED_RUNS', quick ? 1 : 3),
  publishRuns: numberFrom('BENCH_PUBLISH_RUNS', quick ? 5 : 20),
  /**
   * A server of the build to compare with (another commit, served by its own `npx tsx e2e/server.ts PORT`):
   * Lighthouse then measures each page there too, taking turns with this build, so both face the same load.
   */
  baselineUrl: process.env.BENCH_BASELINE_URL || undefined,
  /**
   * The parts to run, comma-separated (clone, pages, leads, publish, dashboard, live, visits, audience); all when unset.
   * BENCH_PARTS=dashboard measures the dashboard, "Mes leads" and the reports on 100 000 leads alone.
   */
  parts: new Set(
    (process.env.BENCH_PARTS || 'clone,pages,leads,publish,dashboard,live,visits,audience').split(',').map((part) => part.trim()),
  ),
}

/** The targets. Missing one is reported, never a failure of the run. */
export const targets = {
  leadsP99Ms: 100,
  listP95Ms: 150,
  searchP95Ms: 200,
  mineP95Ms: 150,
  reportsP95Ms: 300,
  liveP95Ms: 300,
  /** Free visit slots of a lead covered by 10 salespeople, 14 days. */
  visitSlotsP95Ms: 100,
  publishP95Ms: 2000,
  /** Per keystroke in the free study, CPU slowed 4x. */
  inputDelayP95Ms: 100,
  /** What a page may add to the framework floor page's first-load JS, gzip. */
  contentPageOverFloorKb: 8,
  formPageOverFloorKb: 25,
  /** How many Lighthouse performance points a page may lose to the framework floor page. */
  contentPerformanceBelowFloor: 2,
  formPerformanceBelowFloor: 4,
  /** The README's first command on a fresh clone: npm install, build, start until the home page answers. */
  freshCloneSeconds: 120,
  /** How much later a content page's largest paint may come than the framework floor page's (text). */
  contentLcpOverFloorMs: 300,
  /** Accessibility, best practices and SEO, whatever the page. */
  lighthouseScore: 95,
  /** npm run audit aims higher than the bench's floor: every category at 100. */
  auditLighthouseScore: 100,
}
