import type { TaskConfig } from 'payload'
import { slugs } from '@collections/slugs'
import { hasDigest, nextDigestTime } from '@/leads/rules/morningDigest'
import { findOwnerDigest } from './findOwnerDigest'

/**
 * Each morning at 7:30, Paris time: one digest job per salesperson who has anything to be told (overdue
 * or today's next actions, new leads waiting, open leads without a next action; sendDigestTo), so that a
 * failed e-mail is retried alone and nobody gets theirs twice; someone with nothing gets nothing.
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
    const { docs: salespeople } = await req.payload.find({
      collection: slugs.users,
      where: { role: { equals: 'sales' } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { role: true },
      req,
    })
    let digests = 0
    for (const { id: ownerId } of salespeople) {
      if (!hasDigest(await findOwnerDigest(req.payload, ownerId, at))) continue
      await req.payload.jobs.queue({ task: 'sendDigestTo', input: { ownerId, at: at.toISOString() }, req })
      digests++
    }
    return { output: { digests } }
  },
}
