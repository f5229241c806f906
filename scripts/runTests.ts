/**
 * npm test: every part at once, each as soon as it can start. On the critical path, at the normal priority:
 * the end-to-end build and the integration tests side by side, then the end-to-end suite (after both: the
 * integration tests and the browser tests each time what the server and the database answer). Beside them, at
 * the lowest priority, on the CPU the others leave (mostly while the browser tests wait on the server): the
 * unit tests, the type check and the lint. The first part that fails stops the others; the time of each part
 * is printed at the end. When an e2e server already answers (outside CI), Playwright reuses it and no build is made.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { writeFileSync } from 'node:fs'
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
  return { done, stop, pid: child.pid }
}

const npmScript = (script: string, quiet = false, env = process.env) => start('npm', ['run', '-s', script], { quiet, env })
/**
 * The same at the lowest priority: it runs on what the CPU has left. On Linux each part is a session of its own,
 * which the scheduler weighs as a whole (autogroup) whatever its processes' nice value: the session's own
 * nice value is set too.
 */
function npmScriptNiced(script: string) {
  const run = start('nice', ['-n', '19', 'npm', 'run', '-s', script], { quiet: true })
  try {
    writeFileSync(`/proc/${run.pid}/autogroup`, '19')
  } catch {
    // No autogroup here (another system, or the kernel's option off): nice alone applies.
  }
  return run
}

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
const integration = part('integration tests', npmScript('test:integration', true), 'always')
const endToEnd = async () => {
  if (!reuse) await part('e2e build', start('npx', ['tsx', 'e2e/server.ts', '--build-only'], { quiet: true }), 'onFailure')
  await integration
  await part('e2e (Playwright)', npmScript('test:e2e', false, reuse ? process.env : { ...process.env, E2E_PREBUILT: '1' }), 'live')
}
await Promise.all([
  endToEnd(),
  integration,
  part('unit tests (lowest priority)', npmScriptNiced('test:unit'), 'always'),
  part('typecheck (lowest priority)', npmScriptNiced('typecheck'), 'always'),
  part('lint (lowest priority)', npmScriptNiced('lint'), 'always'),
])
finish(0)
