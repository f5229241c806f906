import { createClient } from '@redis/client'

let client: ReturnType<typeof createClient> | null = null

/**
 * Whether the shared cache's Redis answers a PING within 1 s: 'ok' or 'injoignable'; null without REDIS_URL.
 * One client per process, connected at its first use and reconnecting on its own.
 */
export async function redisState(url = process.env.REDIS_URL): Promise<'ok' | 'injoignable' | null> {
  if (!url) return null
  if (!client) {
    client = createClient({
      url,
      // A PING while disconnected fails at once rather than waiting for the connection.
      disableOfflineQueue: true,
      socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(200 * (retries + 1), 2000) },
    })
    // The cache handler reports outages in the log; this client only answers the health check.
    client.on('error', () => undefined)
    client.connect().catch(() => undefined)
  }
  const ping = client.ping()
  const late = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer within 1 s')), 1000).unref())
  try {
    await Promise.race([ping, late])
    return 'ok'
  } catch {
    ping.catch(() => undefined)
    return 'injoignable'
  }
}
