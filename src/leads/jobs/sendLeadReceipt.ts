import type { TaskConfig } from 'payload'
import { slugs } from '@collections/slugs'
import { bookingToken } from '@/appointments/rules/bookingToken'
import { visitPageUrl } from '@/appointments/ui/visitToken'
import { siteUrl } from '@/config/siteUrl'
import { formOriginLabels } from '@/forms/registry'
import { answersText } from '@/leads/rules/answersText'
import { leadReceipt } from '@/leads/rules/leadReceipt'
import type { FormOrigin } from '@/rules/formOrigins'

/** How long the receipt's booking link lasts: long enough for a household to agree on a date. */
const RECEIPT_BOOKING_DAYS = 30

/**
 * E-mails a visitor the receipt of what they sent from the site, with their personal link to book the free home
 * visit. Queued with the lead (recordLeadArrival), run afterwards and retried: a mail failure never loses the
 * lead. Nothing is sent for a suspected spam, a lead entered by staff, or a lead erased meanwhile.
 */
export const sendLeadReceipt: TaskConfig<'sendLeadReceipt'> = {
  slug: 'sendLeadReceipt',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [{ name: 'leadId', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    const lead = await req.payload.findByID({ collection: slugs.leads, id: input.leadId, depth: 0, overrideAccess: true }).catch(() => null)
    if (!lead || lead.suspectedSpam || !lead.email || !lead.proof?.submittedAt) return { output: {} }
    const settings = await req.payload.findGlobal({ slug: slugs.siteSettings, overrideAccess: true, depth: 0 })
    const sentAt = new Date(lead.proof.submittedAt)
    const until = new Date(sentAt.getTime() + RECEIPT_BOOKING_DAYS * 86_400_000)
    const { subject, text } = leadReceipt({
      name: lead.name,
      formLabel: formOriginLabels[lead.formOrigin as FormOrigin] ?? lead.formOrigin,
      sentAt,
      answers: answersText(lead),
      company: { name: settings.companyName, phone: settings.phone, hours: settings.hours, responseDelay: settings.figures.responseDelay },
      booking: { url: `${siteUrl()}${visitPageUrl(bookingToken(req.payload.secret, lead.id, until))}`, until },
    })
    await req.payload.sendEmail({ to: lead.email, replyTo: settings.email, subject, text })
    return { output: {} }
  },
}
