/*
 * The load balancer's check, ahead of Payload's REST routes: 200 while the app can serve (Payload started,
 * the database answering), 503 otherwise. The answer names what is down, never an address or a secret.
 */
import { sql } from '@payloadcms/db-postgres'
import { postgresOf } from '@/db/postgres'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

const noStore = { 'cache-control': 'no-store' }

export async function GET(): Promise<Response> {
  try {
    const payload = await getPayloadClient()
    await postgresOf(payload).drizzle.execute(sql`select 1`)
    return Response.json({ status: 'ok', database: 'ok' }, { headers: noStore })
  } catch {
    return Response.json({ status: 'indisponible', database: 'injoignable' }, { status: 503, headers: noStore })
  }
}
