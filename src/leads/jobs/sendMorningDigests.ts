import type { TaskConfig } from 'payload'
import { digestsByOwner, nextDigestTime } from '@/leads/rules/morningDigest'
import { findDigestItems } from './findDigestItems'

/**
 * Each morning at 7:30, Paris time: one digest job per salesperson who has overdue or today's next
 * actions (sendDigestTo), so that a failed e-mail is retried alone and nobody gets theirs twice.
 * Scheduled on the `morning` queue; the schedule's cron only wakes the scheduler, the run time is the
 * next 7:30 in Paris whatever the server's time zone (nextDigestTime).
 */
export const sendMorningDigests: TaskConfig<'sendMorningDigests'> = {
  slug: 'sendMorningDigests',
  schedule: [
    {
      cron: '0 30 7 * * *',
      queue: 'morning',
      hooks: {
        beforeSchedule: async (args) => ({ ...(await args.defaultBeforeSchedule(args)), waitUntil: nextDigestTime(new Date()) }),
      },
    },
  ],
  retries: 2,
  outputSchema: [{ name: 'digests', type: 'number' }],
  handler: async ({ req }) => {
    const at = new Date()
    const digests = digestsByOwner(await findDigestItems(req.payload, at), at)
    for (const { ownerId } of digests) {
      await req.payload.jobs.queue({ task: 'sendDigestTo', input: { ownerId, at: at.toISOString() }, req })
    }
    return { output: { digests: digests.length } }
  },
}
