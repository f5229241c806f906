import { siteUrl } from '@/config/siteUrl'
import type { TaskConfig } from 'payload'
import { slugs } from '@collections/slugs'
import { digestEmail, digestsByOwner } from '@/leads/rules/morningDigest'
import { findDigestItems } from './findDigestItems'

/**
 * E-mails one salesperson their digest as of the morning run (`at`): overdue next actions and today's,
 * each with its link to the dashboard. Nothing is sent when they have nothing left, or are no longer a
 * salesperson.
 */
export const sendDigestTo: TaskConfig<'sendDigestTo'> = {
  slug: 'sendDigestTo',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [
    { name: 'ownerId', type: 'number', required: true },
    { name: 'at', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  handler: async ({ input, req }) => {
    const at = new Date(input.at)
    const [digest] = digestsByOwner(await findDigestItems(req.payload, at, input.ownerId), at)
    const owner = await req.payload
      .findByID({ collection: slugs.users, id: input.ownerId, depth: 0, overrideAccess: true, req })
      .catch(() => null)
    if (!digest || !owner || owner.role !== 'sales') return { output: { sent: false } }
    await req.payload.sendEmail(digestEmail(digest, owner, siteUrl(), at))
    return { output: { sent: true } }
  },
}
