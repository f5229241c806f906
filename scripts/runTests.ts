/**
 * npm test: types, lint and the unit and integration tests side by side, then the end-to-end suite; stops
 * after the first stage that fails and prints the time of each part at the end. The end-to-end build starts
 * first and runs alongside the other parts, unless an e2e server already answers, which Playwright then
 * reuses as before.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { parseEnv } from '../src/config/env'
import { ensureEmbeddedPostgres } from '../src/db/embeddedPostgres'
import { E2E_PORT } from '../e2e/database'

type Outcome = { status: number; seconds: number; output: string }

/** Runs an npm script or a command; `quiet` keeps its output to print it whole once it ends. */
function start(command: string, args: string[], { quiet = false, env = process.env } = {}) {
  const started = Date.now()
  const child: ChildProcess = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env, detached: true })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const done = new Promise<Outcome>((resolve) =>
    child.on('close', (code) => resolve({ status: code ?? 1, seconds: Math.round((Date.now() - started) / 1000), output })),
  )
  // Its own process group, so that a stop also ends what it started (the build's workers).
  const stop = () => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
  }
  return { done, stop }
}

const npmScript = (script: string, quiet = false, env = process.env) => start('npm', ['run', '-s', script], { quiet, env })

const duration = (seconds: number) => `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`

async function serverAnswers(url: string) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) })
    return true
  } catch {
    return false
  }
}

const times: string[] = []
function record(name: string, { status, seconds }: Outcome) {
  times.push(`${name}: ${duration(seconds)}${status ? ' (failed)' : ''}`)
}
function finish(status: number): never {
  process.stdout.write(`\nnpm test, time per part:\n${times.map((line) => `  ${line}`).join('\n')}\n`)
  process.exit(status)
}

const began = Date.now()
// Started once here, before the parts that use it run side by side.
const { EMBEDDED_POSTGRES_DIR, EMBEDDED_POSTGRES_PORT } = parseEnv()
await ensureEmbeddedPostgres({ dataDir: EMBEDDED_POSTGRES_DIR, port: EMBEDDED_POSTGRES_PORT, database: 'postgres' })

const reuse = !process.env.CI && (await serverAnswers(`http://127.0.0.1:${E2E_PORT}/`))
const build = reuse ? null : start('npx', ['tsx', 'e2e/server.ts', '--build-only'], { quiet: true })
const stopAll = (status: number): never => {
  build?.stop()
  finish(status)
}

// All at once: the integration tests wait on PostgreSQL more than on the CPU, and the build on its workers.
const [typecheck, lint, vitest] = await Promise.all([
  npmScript('typecheck', true).done,
  npmScript('lint', true).done,
  npmScript('test:vitest', true).done,
])
for (const [name, outcome] of [
  ['typecheck', typecheck],
  ['lint', lint],
  ['vitest (unit + integration)', vitest],
] as const) {
  process.stdout.write(outcome.output)
  record(name, outcome)
}
if (typecheck.status || lint.status || vitest.status) stopAll(1)

if (build) {
  const built = await build.done
  if (built.status) process.stdout.write(built.output)
  record('e2e build (alongside the parts above)', built)
  if (built.status) finish(built.status)
}
const e2e = await npmScript('test:e2e', false, build ? { ...process.env, E2E_PREBUILT: '1' } : process.env).done
record('e2e (Playwright)', e2e)
times.push(`total: ${duration(Math.round((Date.now() - began) / 1000))}`)
finish(e2e.status)
