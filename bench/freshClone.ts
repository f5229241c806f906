import { execFileSync } from 'node:child_process'
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { stopEmbeddedPostgres } from '../src/db/embeddedPostgres'
import { waitUntilAnswers } from '../tests/harness/http'
import { runToEnd, startProcess } from '../tests/harness/processes'
import { CLONE_LOG, CLONE_PORT, CLONE_POSTGRES_PORT, CLONE_URL } from './config'

export type FreshClone = { installMs: number; buildMs: number; startMs: number; totalMs: number; commit: string }

const since = (start: number) => Date.now() - start

/**
 * The README's first command on a fresh clone of this commit, timed step by step: `npm install`,
 * `npm run build` (the embedded PostgreSQL started, migrated and seeded), `npm start` until the home page
 * answers 200. The clone gets a clean environment (no DATABASE_URL, REDIS_URL or build folder of the
 * bench's), its own ports, and is removed with its database afterwards. npm's cache is the machine's, as on
 * a developer's machine.
 */
export async function measureFreshClone(log: (line: string) => void): Promise<FreshClone> {
  const folder = await mkdtemp(path.join(tmpdir(), 'combles-clone-'))
  // Run as root, the embedded PostgreSQL runs as its own user, who must reach its data folder inside.
  await chmod(folder, 0o755)
  // A newcomer's shell: no NODE_ENV (npm run build and npm start set it), nor anything else of the bench's.
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(CLONE_PORT),
    EMBEDDED_POSTGRES_PORT: String(CLONE_POSTGRES_PORT),
  } as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv
  const inClone = (command: string, args: string[]) =>
    runToEnd('sh', ['-c', `cd "${folder}" && ${[command, ...args].join(' ')}`], env, CLONE_LOG)
  try {
    await runToEnd('git', ['clone', '--quiet', '--no-hardlinks', process.cwd(), folder], env, CLONE_LOG)
    const commit = execFileSync('git', ['-C', folder, 'rev-parse', '--short', 'HEAD']).toString().trim()
    log(`fresh clone of ${commit} in ${folder} (log: ${CLONE_LOG})`)
    const start = Date.now()
    await inClone('npm', ['install', '--no-audit', '--no-fund'])
    const installMs = since(start)
    log(`npm install ${Math.round(installMs / 1000)} s`)
    const built = Date.now()
    await inClone('npm', ['run', 'build'])
    const buildMs = since(built)
    log(`npm run build ${Math.round(buildMs / 1000)} s`)
    const started = Date.now()
    const server = startProcess('sh', ['-c', `cd "${folder}" && npm start`], env, CLONE_LOG)
    try {
      // Asked every 100 ms: the start takes seconds.
      await waitUntilAnswers(`${CLONE_URL}/`, 120_000, server.died, true, 100)
    } finally {
      await server.stop()
    }
    const startMs = since(started)
    log(`npm start, home page 200 after ${Math.round(startMs / 1000)} s`)
    return { installMs, buildMs, startMs, totalMs: installMs + buildMs + startMs, commit }
  } finally {
    // npm start leaves the embedded PostgreSQL running for the next start: stop it before its folder goes.
    await stopEmbeddedPostgres(path.join(folder, '.data/postgres')).catch(() => undefined)
    await rm(folder, { recursive: true, force: true })
  }
}
