/**
 * npm run audit: Lighthouse mobile on the pages visitors land on most, then axe-core on every public
 * route and every form step (the Playwright accessibility specs), the W3C Nu HTML checker on every page of the
 * sitemap, then the security probes (bench/securityAudit.ts), against one production build. Prints one table.
 * Exits non-zero when axe or the HTML checker finds an error, a security probe fails or something could not
 * run; a Lighthouse score under its target is a result.
 */
import { spawn } from 'node:child_process'
import { buildApp, startApp } from './appServer'
import { APP_PORT, BENCH_DATABASE, settings, targets } from './config'
import { htmlCheckRow } from './htmlCheck'
import { measureLighthouse } from './lighthouse'
import { firstProjectPath } from './pages'
import { stopAll } from '../tests/harness/processes'
import { auditLighthouseRows, formatTable, verdict } from './report'
import { securityRows } from './securityAudit'

const started = Date.now()
const log = (line: string) => process.stdout.write(`[audit ${Math.round((Date.now() - started) / 1000)}s] ${line}\n`)

/** The accessibility specs, on the server already running (Playwright reuses it outside CI). */
function runAxeSpecs(): Promise<{ passed: boolean; summary: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, E2E_PORT: String(APP_PORT), E2E_DATABASE: BENCH_DATABASE, E2E_SLOW: 'all' }
  delete env.CI
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['playwright', 'test', 'e2e/site-a11y.spec.ts', 'e2e/forms-a11y.spec.ts', '--reporter=line'], {
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      process.stdout.write(chunk)
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      const counts = [...output.matchAll(/(\d+) (passed|failed|flaky|skipped)/g)].map((match) => `${match[1]} ${match[2]}`)
      resolve({ passed: code === 0, summary: counts.join(', ') || `exit ${code}` })
    })
  })
}

async function main(): Promise<number> {
  await buildApp(log)
  await startApp()
  const projectPath = await firstProjectPath()
  log(`Lighthouse mobile, ${settings.lighthouseRuns} run(s) per page`)
  const scores = await measureLighthouse(
    [
      { page: 'home', path: '/', kind: 'content' },
      { page: 'gallery', path: '/plans-et-inspirations', kind: 'content' },
      { page: 'project', path: projectPath, kind: 'content' },
      { page: 'about', path: '/qui-sommes-nous', kind: 'content' },
      { page: 'free study', path: '/etude-gratuite', kind: 'form' },
      { page: 'contact', path: '/contact', kind: 'form' },
    ],
    { runs: settings.lighthouseRuns, log },
  )
  log('W3C Nu HTML checker: every page of the sitemap')
  const html = await htmlCheckRow(log)
  log('axe-core: every public route at 390 and 1440 px, every form step')
  const axe = await runAxeSpecs()
  const security = await securityRows(log)
  const securityPassed = security.every((row) => row.result === verdict(true))
  const table = formatTable([
    ...auditLighthouseRows(scores, targets.auditLighthouseScore),
    {
      measure: 'axe-core: public routes and form steps',
      median: axe.summary,
      tail: 'Playwright specs site-a11y, forms-a11y',
      target: '0 violations',
      result: verdict(axe.passed),
    },
    html,
    ...security,
  ])
  process.stdout.write(`\n${table}\n\n`)
  return axe.passed && securityPassed && html.result === verdict(true) ? 0 : 1
}

main()
  .catch((error: unknown) => {
    log(`the audit could not run: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  })
  .then(async (code) => {
    await stopAll()
    process.exit(code)
  })
