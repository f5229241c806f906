/*
 * The load balancer's check, ahead of Payload's REST routes: 200 while the app can serve (Payload started,
 * the database answering), 503 otherwise. With REDIS_URL, it also says whether the shared cache answers; a
 * Redis down is no 503: every instance keeps serving from its own memory meanwhile (cache-handler.mjs), and
 * a 503 from each of them would take the whole site out of the balancer. The answer names what is down,
 * never an address or a secret.
 */
import { sql } from '@payloadcms/db-postgres'
import { redisState } from '@/cache/redisState'
import { postgresOf } from '@/db/postgres'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

const noStore = { 'cache-control': 'no-store' }

export async function GET(): Promise<Response> {
  const redis = await redisState()
  const cache = redis ? { redis } : {}
  try {
    const payload = await getPayloadClient()
    await postgresOf(payload).drizzle.execute(sql`select 1`)
    return Response.json({ status: 'ok', database: 'ok', ...cache }, { headers: noStore })
  } catch {
    return Response.json({ status: 'indisponible', database: 'injoignable', ...cache }, { status: 503, headers: noStore })
  }
}
