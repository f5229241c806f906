import { MAIL_QUEUE } from '@/leads/jobs/mailQueue'
import type { QueueWork } from './workJobQueues'

/** The queues every long-running instance works, and how often (workJobQueues). */
export const jobQueues: QueueWork[] = [
  // Small batches every second: up to 10 staff e-mails a second, in short bursts that do not hold up the
  // lead endpoint running in the same process, so that after a burst of leads every e-mail still leaves
  // within a minute. E-mails have a queue of their own, so that a mail server down (jobs failing and
  // retried) never delays a scheduled publication ('default').
  { queue: MAIL_QUEUE, everyMs: 1_000, limit: 10 },
  { queue: 'default', everyMs: 5_000, limit: 10 },
  // The nightly anonymisation and the salespeople's morning digest (7:30, Paris time): the tick only has to
  // come soon after the scheduled time.
  { queue: 'nightly', everyMs: 600_000 },
  { queue: 'morning', everyMs: 600_000 },
]
