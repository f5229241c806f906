/**
 * npm test: the end-to-end build, the unit and integration tests, the type check and the lint side by side,
 * then the end-to-end suite alone (run beside other parts, even at the lowest priority, it was slower by more
 * than they saved: 7 min 41 s against 6 min 38 s). The first part that fails stops the others; the time of each
 * part is printed at the end. When an e2e server already answers (outside CI), Playwright reuses it and no
 * build is made.
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

type Running = ReturnType<typeof start>

/** Each part's time, in the order the parts started; the parts still running. */
const times = new Map<string, string>()
const running = new Set<Running>()

function finish(status: number): never {
  times.set('total', `total: ${duration(Math.round((Date.now() - began) / 1000))}`)
  process.stdout.write(`\nnpm test, time per part:\n${[...times.values()].map((line) => `  ${line}`).join('\n')}\n`)
  process.exit(status)
}

/**
 * Waits for a part; prints its output when it ends (`always`), only when it fails (`onFailure`: the build's
 * is long), or not at all (`live`: it wrote to the terminal as it ran). A failure stops every other part.
 */
async function part(name: string, run: Running, show: 'always' | 'onFailure' | 'live') {
  times.set(name, `${name}: still running when the run stopped`)
  running.add(run)
  const { status, seconds, output } = await run.done
  running.delete(run)
  if (show === 'always' || (show === 'onFailure' && status)) process.stdout.write(output)
  times.set(name, `${name}: ${duration(seconds)}${status ? ' (failed)' : ''}`)
  if (status) {
    for (const other of running) other.stop()
    finish(status)
  }
}

const began = Date.now()
// Started once here, before the parts that use it run side by side.
const { EMBEDDED_POSTGRES_DIR, EMBEDDED_POSTGRES_PORT } = parseEnv()
await ensureEmbeddedPostgres({ dataDir: EMBEDDED_POSTGRES_DIR, port: EMBEDDED_POSTGRES_PORT, database: 'postgres' })

const reuse = !process.env.CI && (await serverAnswers(`http://127.0.0.1:${E2E_PORT}/`))
// All at once: the integration tests wait on PostgreSQL more than on the CPU, and the build on its workers.
await Promise.all([
  reuse ? null : part('e2e build', start('npx', ['tsx', 'e2e/server.ts', '--build-only'], { quiet: true }), 'onFailure'),
  part('vitest (unit + integration)', npmScript('test:vitest', true), 'always'),
  part('typecheck', npmScript('typecheck', true), 'always'),
  part('lint', npmScript('lint', true), 'always'),
])
await part('e2e (Playwright)', npmScript('test:e2e', false, reuse ? process.env : { ...process.env, E2E_PREBUILT: '1' }), 'live')
finish(0)
