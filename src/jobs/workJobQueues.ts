import type { Payload } from 'payload'
import { postgresOf } from '@/db/postgres'

/** One queue as this instance works it: how often, and how many jobs at a time. */
export type QueueWork = { queue: string; everyMs: number; limit?: number }

/**
 * Works Payload's job queues on every instance, one instance per queue at a time. Payload's own autoRun
 * cannot be shared: its scheduler counts the queued runs then adds one (three instances ticking at the same
 * second schedule three morning digests), and its runner reads the waiting jobs then marks them taken in two
 * statements (two instances take the same job and both run it). So each tick takes the queue's PostgreSQL
 * advisory lock without waiting, and only the instance holding it schedules (Payload's handleSchedules) and
 * runs (payload.jobs.run) that queue's jobs; the others skip the tick. The lock belongs to the tick's
 * connection: an instance that dies mid-tick frees it with its connection.
 */
export function workJobQueues(payload: Payload, queues: readonly QueueWork[]): () => void {
  const timers = queues.map((work) => {
    let busy = false
    const timer = setInterval(() => {
      if (busy) return
      busy = true
      void tick(payload, work)
        .catch((err: unknown) => payload.logger.error({ err, msg: `File de tâches « ${work.queue} » : le passage a échoué` }))
        .finally(() => {
          busy = false
        })
    }, work.everyMs)
    timer.unref()
    return timer
  })
  return () => timers.forEach(clearInterval)
}

async function tick(payload: Payload, { queue, limit = 10 }: QueueWork): Promise<void> {
  const client = await postgresOf(payload).pool.connect()
  const lock = `payload-jobs:${queue}`
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [lock])
    if (!rows[0]?.locked) return
    try {
      await payload.jobs.handleSchedules({ queue })
      await payload.jobs.run({ queue, limit, overrideAccess: true })
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [lock])
    }
  } finally {
    client.release()
  }
}
