import { siteUrl } from '@/config/siteUrl'
import type { TaskConfig } from 'payload'
import { slugs } from '@collections/slugs'
import { formOriginLabels } from '@/forms/registry'
import { relatedId, type TrackedLead } from '@/leads/rules/leadChanges'
import type { FormOrigin } from '@/rules/formOrigins'

/**
 * E-mails a salesperson the lead just assigned to them. Queued with the assignment, run afterwards and
 * retried. Nothing is sent when the lead has changed hands since, or was anonymised.
 */
export const notifyOwnerOfLead: TaskConfig<'notifyOwnerOfLead'> = {
  slug: 'notifyOwnerOfLead',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [
    { name: 'leadId', type: 'number', required: true },
    { name: 'ownerId', type: 'number', required: true },
  ],
  handler: async ({ input, req }) => {
    const lead = await req.payload.findByID({ collection: slugs.leads, id: input.leadId, depth: 0, overrideAccess: true, req })
    if (relatedId((lead as TrackedLead).owner) !== input.ownerId || lead.anonymisedAt) return { output: {} }
    const owner = await req.payload.findByID({ collection: slugs.users, id: input.ownerId, depth: 0, overrideAccess: true, req })
    const origin = formOriginLabels[lead.formOrigin as FormOrigin] ?? lead.formOrigin
    await req.payload.sendEmail({
      to: owner.email,
      subject: `Lead attribué : ${lead.name} (${origin})`,
      text: [
        `Bonjour${owner.name ? ` ${owner.name}` : ''},`,
        '',
        `Le lead « ${lead.name} », reçu via le formulaire « ${origin} », vous est attribué.`,
        '',
        `Téléphone : ${lead.phone || 'non renseigné'}`,
        `E-mail : ${lead.email}`,
        `Code postal : ${lead.postalCode || 'non renseigné'}`,
        '',
        `À traiter : ${siteUrl()}/admin/dashboard?lead=${lead.id}`,
      ].join('\n'),
    })
    return { output: {} }
  },
}
