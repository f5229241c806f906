import type { TaskConfig } from 'payload'
import { slugs } from '@collections/slugs'
import { digestDay, hasDigest, nextDigestTime } from '@/leads/rules/morningDigest'
import { findOwnerDigest } from './findOwnerDigest'

/**
 * Each morning at 7:30, Paris time: one digest job per salesperson who has anything to be told (overdue
 * or today's next actions, new leads waiting, open leads without a next action; sendDigestTo), so that a
 * failed e-mail is retried alone; someone with nothing gets nothing. The scheduled run names its Paris day,
 * and each salesperson's e-mail of that day goes out once (sendDigestOnce), on any number of instances.
 * Scheduled on the `morning` queue; the schedule's cron only wakes the scheduler, the run time is the
 * next 7:30 in Paris whatever the server's time zone (nextDigestTime).
 */
/** Whether a job's meta is Payload's mark of a run its scheduler queued (`{ scheduled: true }`). */
const isScheduledRun = (meta: unknown): boolean =>
  typeof meta === 'object' && meta !== null && 'scheduled' in meta && meta.scheduled === true

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
  handler: async ({ job, req }) => {
    const at = new Date()
    // The scheduled run's e-mails go out once per salesperson and Paris day, however many times it runs
    // (several instances, a retry); an admin's « send now » is not counted.
    const day = isScheduledRun(job.meta) ? digestDay(at) : undefined
    const { docs: salespeople } = await req.payload.find({
      collection: slugs.users,
      where: { role: { equals: 'sales' }, active: { not_equals: false } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      select: { role: true },
      req,
    })
    let digests = 0
    for (const { id: ownerId } of salespeople) {
      if (!hasDigest(await findOwnerDigest(req.payload, ownerId, at))) continue
      await req.payload.jobs.queue({ task: 'sendDigestTo', input: { ownerId, at: at.toISOString(), day }, req })
      digests++
    }
    return { output: { digests } }
  },
}
