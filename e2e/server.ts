/**
 * The end-to-end server: a fresh database (combles_e2e on the embedded PostgreSQL), a production
 * build in its own folder, then `next start`. Run by Playwright's webServer.
 * `--build-only` makes the database and the build, then stops; with E2E_PREBUILT=1 the server serves
 * that build on its database as they are (npm test builds while the other parts run).
 */
import { spawn } from 'node:child_process'
import { rm } from 'node:fs/promises'
import pg from 'pg'
import { ensureEmbeddedPostgres } from '../src/db/embeddedPostgres'
import { parseEnv } from '../src/config/env'
import { mediaDirOf, productionServerEnv, serveCommand } from '../tests/harness/productionServerEnv'
import { E2E_DATABASE, E2E_PORT, E2E_SMTP_PORT } from './database'

const buildOnly = process.argv.includes('--build-only')
const port = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? String(E2E_PORT)

// Every browser test posts from 127.0.0.1: the per-address limit is tested in the integration suite.
// E-mails go to a local SMTP port, where the tests that read them start a server (e2e/mailbox.ts);
// while none listens, sending fails and the e-mail jobs are retried later.
const env = productionServerEnv(E2E_DATABASE, Number(port), 1000, { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(E2E_SMTP_PORT) })

function run(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: 'inherit' })
    process.on('SIGTERM', () => child.kill('SIGTERM'))
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))))
  })
}

async function freshDatabaseAndBuild() {
  const { EMBEDDED_POSTGRES_DIR, EMBEDDED_POSTGRES_PORT } = parseEnv()
  const server = await ensureEmbeddedPostgres({ dataDir: EMBEDDED_POSTGRES_DIR, port: EMBEDDED_POSTGRES_PORT, database: 'postgres' })
  const client = new pg.Client({ connectionString: server })
  await client.connect()
  await client.query(`drop database if exists "${E2E_DATABASE}" with (force)`)
  await client.end()
  await rm(mediaDirOf(E2E_DATABASE), { recursive: true, force: true })
  await run('npx', ['tsx', 'scripts/withDatabase.ts', 'next', 'build'])
}

if (process.env.E2E_PREBUILT !== '1') await freshDatabaseAndBuild()
if (!buildOnly) await run(...serveCommand(Number(port)))
