import pg from 'pg'
import { parseEnv } from '../src/config/env'
import { ensureEmbeddedPostgres } from '../src/db/embeddedPostgres'
import { E2E_DATABASE } from './database'

/** A connection to the end-to-end server's own database, for what a test must read or write beneath the app. */
export async function e2eDatabaseClient(): Promise<pg.Client> {
  const { EMBEDDED_POSTGRES_DIR, EMBEDDED_POSTGRES_PORT } = parseEnv()
  const client = new pg.Client({
    connectionString: await ensureEmbeddedPostgres({
      dataDir: EMBEDDED_POSTGRES_DIR,
      port: EMBEDDED_POSTGRES_PORT,
      database: E2E_DATABASE,
    }),
  })
  await client.connect()
  return client
}
