/**
 * One more instance of the app's job worker, in a process of its own, for the tests that run several on one
 * database (tests/integration/jobsAcrossInstances.test.ts): Payload on DATABASE_URL, working the queues as
 * the server does (workJobQueues), every JOB_TICK_MS instead of every few seconds. Says « prêt » once running.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { workJobQueues } from '@/jobs/workJobQueues'
import { jobQueues } from '@/jobs/jobQueues'

const everyMs = Number(process.env.JOB_TICK_MS ?? 300)
const payload = await getPayload({ config })
workJobQueues(
  payload,
  jobQueues.map((work) => ({ ...work, everyMs })),
)
process.stdout.write('prêt\n')
// The worker's timers do not hold the process: this does, until the test stops it.
setInterval(() => undefined, 60_000)
