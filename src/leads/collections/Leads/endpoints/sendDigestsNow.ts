import type { Endpoint } from 'payload'
import { userHasRole } from '@/access/roles'

/**
 * POST /api/leads/digests: an admin sends the morning digests now, through the job queue (the same
 * job as the 7:30 run, which queues one e-mail job per salesperson). Answers how many digests go out.
 */
export const sendDigestsNow: Endpoint = {
  path: '/digests',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return Response.json({ message: 'Non authentifié.' }, { status: 401 })
    if (!userHasRole(req.user, 'admin')) return Response.json({ message: 'Accès refusé.' }, { status: 403 })
    const job = await req.payload.jobs.queue({ task: 'sendMorningDigests', queue: 'morning', input: {} })
    await req.payload.jobs.runByID({ id: job.id })
    const done = await req.payload.findByID({ collection: 'payload-jobs', id: job.id, depth: 0, overrideAccess: true })
    if (!done.completedAt)
      return Response.json({ message: 'L’envoi des récapitulatifs a échoué\u00a0; il sera réessayé.' }, { status: 500 })
    const output = done.log?.findLast((entry) => entry.taskSlug === 'sendMorningDigests')?.output as { digests?: number } | undefined
    const digests = Number(output?.digests ?? 0)
    return Response.json({ digests }, { status: 202 })
  },
}
