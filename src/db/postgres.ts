import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

const isPostgres = (db: unknown): db is PostgresAdapter => typeof db === 'object' && db !== null && 'pool' in db && 'drizzle' in db

/**
 * Payload's PostgreSQL adapter, typed: its pool and drizzle instance, for the few statements that run
 * in SQL (the lead store, rate limits, opening a lead). The app is configured with that adapter only.
 */
export function postgresOf(payload: Payload): PostgresAdapter {
  const db: unknown = payload.db
  if (!isPostgres(db)) throw new Error('The database adapter is not PostgreSQL')
  return db
}
