import type { Endpoint } from 'payload'
import { userHasRole } from '@/access/roles'

/**
 * POST /api/leads/digests: an admin sends the morning digests now, through the job queue (the same
 * job as the 7:30 run, which queues one e-mail job per salesperson, sent within seconds).
 */
export const sendDigestsNow: Endpoint = {
  path: '/digests',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return Response.json({ message: 'Non authentifié.' }, { status: 401 })
    if (!userHasRole(req.user, 'admin')) return Response.json({ message: 'Accès refusé.' }, { status: 403 })
    const job = await req.payload.jobs.queue({ task: 'sendMorningDigests', queue: 'morning', input: {} })
    const { jobStatus } = await req.payload.jobs.runByID({ id: job.id })
    if (jobStatus?.[String(job.id)]?.status !== 'success')
      return Response.json({ message: 'L’envoi des récapitulatifs a échoué\u00a0; il sera réessayé.' }, { status: 500 })
    return Response.json({ message: 'Les récapitulatifs partent dans quelques secondes.' }, { status: 202 })
  },
}
