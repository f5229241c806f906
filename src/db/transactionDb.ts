import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

/** The drizzle handle of the request's open transaction, or the pool outside one. */
export async function transactionDb(req: PayloadRequest) {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const id = req.transactionID ? await req.transactionID : undefined
  return (id !== undefined && adapter.sessions[String(id)]?.db) || adapter.drizzle
}
