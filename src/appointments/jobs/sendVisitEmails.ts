import type { TaskConfig } from 'payload'
import { siteUrl } from '@/config/siteUrl'
import { slugs } from '@collections/slugs'
import { bookingToken } from '@/appointments/rules/bookingToken'
import { visitEmailKinds, visitEmails, type VisitEmailKind } from '@/appointments/rules/visitMessages'
import { postgresOf } from '@/db/postgres'
import { visitPageUrl } from '@/appointments/ui/visitToken'
import { visitFactsSql, type VisitFactsRow } from '@/appointments/server/visitFactsSql'

/**
 * E-mails of a visit event (booked, moved, cancelled, reminder) with its calendar invitation, queued in the
 * booking's own statement and retried. A booking, move or reminder whose visit has moved on since (a newer
 * SEQUENCE, or cancelled) sends nothing: the newer event has its own e-mails.
 */
export const sendVisitEmails: TaskConfig<'sendVisitEmails'> = {
  slug: 'sendVisitEmails',
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [
    { name: 'visitId', type: 'number', required: true },
    { name: 'sequence', type: 'number', required: true },
    { name: 'kind', type: 'select', options: [...visitEmailKinds], required: true },
  ],
  handler: async ({ input, req }) => {
    const { rows } = await postgresOf(req.payload).pool.query<VisitFactsRow>(visitFactsSql, [input.visitId])
    const visit = rows[0]
    const kind = input.kind as VisitEmailKind
    if (!visit || visit.anonymised) return { output: {} }
    const current = kind === 'cancelled' ? visit.status === 'cancelled' : visit.status === 'booked' && visit.sequence === input.sequence
    if (!current) return { output: {} }
    // The link lasts until the visit is over, however far it is from the lead's 7 days.
    const settings = await req.payload.findGlobal({
      slug: slugs.siteSettings,
      depth: 0,
      overrideAccess: true,
      select: { companyName: true, email: true },
    })
    const token = bookingToken(req.payload.secret, visit.lead_id, new Date(visit.ends_at.getTime() + 86_400_000))
    const emails = visitEmails(kind, {
      id: visit.id,
      sequence: input.sequence,
      start: visit.starts_at,
      end: visit.ends_at,
      visitor: {
        name: visit.visitor_name,
        email: visit.visitor_email,
        phone: visit.visitor_phone ?? '',
        postalCode: visit.postal_code ?? '',
        street: visit.street ?? '',
        town: visit.town ?? '',
      },
      salesperson: { name: visit.owner_name ?? '', email: visit.owner_email },
      manageUrl: `${siteUrl()}${visitPageUrl(token)}`,
      leadUrl: `${siteUrl()}/admin/dashboard?lead=${visit.lead_id}`,
      company: { name: settings.companyName, email: settings.email },
    })
    for (const email of emails) {
      await req.payload.sendEmail({
        to: email.to,
        subject: email.subject,
        text: email.text,
        icalEvent: email.ics ? { method: email.ics.method, filename: 'visite.ics', content: email.ics.content } : undefined,
      })
    }
    return { output: {} }
  },
}
