import type { TaskConfig } from 'payload'
import { slugs } from '@collections/slugs'
import { siteUrl } from '@/config/siteUrl'
import { actionReminderEmail } from '@/leads/rules/actionReminder'
import { actionStillDue } from '@/leads/rules/nextAction'
import { relatedId, type TrackedLead } from '@/leads/rules/leadChanges'

/**
 * E-mails a salesperson the next action that came due (queued by remindDueActions). Nothing is sent when,
 * meanwhile, the lead changed hands, was lost, invalid or anonymised, or the action was moved or done.
 */
export const remindOwnerOfAction: TaskConfig<'remindOwnerOfAction'> = {
  slug: 'remindOwnerOfAction',
  retries: { attempts: 4, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [
    { name: 'leadId', type: 'number', required: true },
    { name: 'ownerId', type: 'number', required: true },
    { name: 'dueAt', type: 'text', required: true },
  ],
  handler: async ({ input, req }) => {
    const lead = await req.payload.findByID({ collection: slugs.leads, id: input.leadId, depth: 0, overrideAccess: true, req })
    const dueAt = lead.nextAction?.dueAt
    const stillDue = dueAt && Date.parse(dueAt) === Date.parse(input.dueAt)
    if (relatedId((lead as TrackedLead).owner) !== input.ownerId || lead.anonymisedAt || !actionStillDue(lead.status) || !stillDue)
      return { output: {} }
    const owner = await req.payload.findByID({ collection: slugs.users, id: input.ownerId, depth: 0, overrideAccess: true, req })
    // A switched-off account gets no reminder: its leads wait for the handover.
    if (owner.active === false) return { output: {} }
    const message = actionReminderEmail({
      ownerName: owner.name,
      leadName: lead.name,
      phone: lead.phone,
      email: lead.email,
      action: lead.nextAction ?? {},
      leadUrl: `${siteUrl()}/admin/dashboard?lead=${lead.id}`,
    })
    await req.payload.sendEmail({ to: owner.email, ...message })
    return { output: {} }
  },
}
