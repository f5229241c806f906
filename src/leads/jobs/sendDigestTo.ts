import { siteUrl } from '@/config/siteUrl'
import type { TaskConfig } from 'payload'
import { slugs } from '@collections/slugs'
import { digestEmail, hasDigest } from '@/leads/rules/morningDigest'
import { findOwnerDigest } from './findOwnerDigest'
import { sendDigestOnce } from './sendDigestOnce'

/**
 * E-mails one salesperson their digest as of the morning run (`at`): overdue next actions and today's,
 * new leads waiting for an answer and open leads without a next action, each with its link to the
 * dashboard. Nothing is sent when they have nothing left, or are no longer a salesperson or active, or (for the
 * scheduled run, which names its `day`) when that day's digest already went out.
 */
export const sendDigestTo: TaskConfig<'sendDigestTo'> = {
  slug: 'sendDigestTo',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [
    { name: 'ownerId', type: 'number', required: true },
    { name: 'at', type: 'text', required: true },
    // The scheduled run's Paris day (YYYY-MM-DD): then the e-mail goes out once that day (sendDigestOnce).
    { name: 'day', type: 'text' },
  ],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  handler: async ({ input, req }) => {
    const at = new Date(input.at)
    const digest = await findOwnerDigest(req.payload, input.ownerId, at)
    const owner = await req.payload
      .findByID({ collection: slugs.users, id: input.ownerId, depth: 0, overrideAccess: true, req })
      .catch(() => null)
    if (!hasDigest(digest) || !owner || owner.role !== 'sales' || owner.active === false) return { output: { sent: false } }
    const send = async () => {
      await req.payload.sendEmail(digestEmail(digest, owner, siteUrl(), at))
    }
    if (!input.day) {
      await send()
      return { output: { sent: true } }
    }
    return { output: { sent: await sendDigestOnce(req.payload, input.ownerId, input.day, send) } }
  },
}
