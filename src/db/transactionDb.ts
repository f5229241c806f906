import type { PayloadRequest } from 'payload'
import { postgresOf } from '@/db/postgres'

/** The drizzle handle of the request's open transaction, or the pool outside one. */
export async function transactionDb(req: PayloadRequest) {
  const adapter = postgresOf(req.payload)
  const id = req.transactionID ? await req.transactionID : undefined
  return (id !== undefined && adapter.sessions[String(id)]?.db) || adapter.drizzle
}
