import type { TaskConfig } from 'payload'
import { slugs } from '@collections/slugs'
import { anonymiseLead } from '@/leads/jobs/anonymiseLead'
import { retentionCutoff } from '@/leads/rules/retention'

/** Every night: anonymise the leads whose last contact (or arrival, when never contacted) is over three years old. */
export const anonymiseExpiredLeads: TaskConfig<'anonymiseExpiredLeads'> = {
  slug: 'anonymiseExpiredLeads',
  schedule: [{ cron: '0 0 3 * * *', queue: 'nightly' }],
  retries: 2,
  handler: async ({ req }) => {
    const cutoff = retentionCutoff(new Date()).toISOString()
    const { docs } = await req.payload.find({
      collection: slugs.leads,
      where: {
        and: [
          { anonymisedAt: { exists: false } },
          {
            or: [
              { lastContactAt: { less_than: cutoff } },
              { and: [{ lastContactAt: { exists: false } }, { createdAt: { less_than: cutoff } }] },
            ],
          },
        ],
      },
      limit: 1000,
      depth: 0,
      overrideAccess: true,
    })
    for (const lead of docs) await anonymiseLead(req.payload, lead.id)
    return { output: { anonymised: docs.length } }
  },
  outputSchema: [{ name: 'anonymised', type: 'number' }],
}
