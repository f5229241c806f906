import { siteUrl } from '@/config/siteUrl'
import type { TaskConfig } from 'payload'
import { slugs } from '@collections/slugs'
import { formOriginLabels } from '@/forms/registry'
import type { FormOrigin } from '@/rules/formOrigins'

/**
 * E-mails the sales team about a new lead. Queued in the transaction that stores the lead, run
 * afterwards and retried: a mail failure never loses or rolls back the lead.
 */
export const notifyStaffOfLead: TaskConfig<'notifyStaffOfLead'> = {
  slug: 'notifyStaffOfLead',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [{ name: 'leadId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    const lead = await req.payload.findByID({ collection: slugs.leads, id: input.leadId, depth: 0, overrideAccess: true })
    if (lead.suspectedSpam) return { output: {} }
    const settings = await req.payload.findGlobal({ slug: slugs.siteSettings, overrideAccess: true, depth: 0 })
    const to = process.env.STAFF_NOTIFICATION_EMAIL || settings.email
    const origin = formOriginLabels[lead.formOrigin as FormOrigin]
    await req.payload.sendEmail({
      to,
      subject: `Nouveau lead (${origin}) : ${lead.name}`,
      text: [
        `Nouveau lead reçu via le formulaire « ${origin} ».`,
        '',
        `Nom : ${lead.name}`,
        `E-mail : ${lead.email}`,
        `Téléphone : ${lead.phone || 'non renseigné'}`,
        `Code postal : ${lead.postalCode || 'non renseigné'}`,
        lead.message ? `Message : ${lead.message}` : '',
        '',
        `À traiter : ${siteUrl()}/admin/dashboard?lead=${lead.id}`,
      ].join('\n'),
    })
    return { output: {} }
  },
}
