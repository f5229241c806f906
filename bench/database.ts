import pg from 'pg'
import { parseEnv } from '../src/config/env'
import { ensureEmbeddedPostgres } from '../src/db/embeddedPostgres'
import { BENCH_DATABASE } from './config'

/** The embedded PostgreSQL every command of the project uses (started when it is not running). */
export async function embeddedServerUrl(database = 'postgres'): Promise<string> {
  const { EMBEDDED_POSTGRES_DIR, EMBEDDED_POSTGRES_PORT } = parseEnv()
  return ensureEmbeddedPostgres({ dataDir: EMBEDDED_POSTGRES_DIR, port: EMBEDDED_POSTGRES_PORT, database })
}

/** Drops the bench database, so the app migrates, seeds and creates its admin from nothing. */
export async function dropBenchDatabase(): Promise<void> {
  const client = new pg.Client({ connectionString: await embeddedServerUrl() })
  await client.connect()
  try {
    await client.query(`drop database if exists "${BENCH_DATABASE}" with (force)`)
  } finally {
    await client.end()
  }
}

/** The bench database's address, once the app has created it. */
export const benchDatabaseUrl = () => embeddedServerUrl(BENCH_DATABASE)
