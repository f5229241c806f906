import type { Payload } from 'payload'
import { postgresOf } from '@/db/postgres'

/**
 * Runs `send` unless the salesperson's digest of that Paris day (`YYYY-MM-DD`) already went out, and
 * records it in the same transaction. The row's insert takes its key's lock: a second run for the same
 * salesperson and day, on any instance, waits for the first, then finds the row and sends nothing; if the
 * first one's e-mail failed, its transaction rolls back and the retry sends it. Returns whether it sent.
 */
export async function sendDigestOnce(payload: Payload, ownerId: number, day: string, send: () => Promise<void>): Promise<boolean> {
  const client = await postgresOf(payload).pool.connect()
  try {
    await client.query('begin')
    const { rowCount } = await client.query('insert into lead_digest_sends (owner_id, day) values ($1, $2) on conflict do nothing', [
      ownerId,
      day,
    ])
    if (!rowCount) {
      await client.query('commit')
      return false
    }
    await send()
    await client.query('commit')
    return true
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}
