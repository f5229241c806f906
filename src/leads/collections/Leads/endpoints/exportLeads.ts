import type { Endpoint, Where } from 'payload'
import { slugs } from '@collections/slugs'
import { formOriginLabels } from '@/forms/registry'
import type { FormOrigin } from '@/rules/formOrigins'
import { leadStatusLabels, type LeadStatus } from '@/leads/rules/leadStatus'
import { toCsv } from '@/leads/rules/csv'
import { formatDuration } from '@/leads/rules/responseTime'
import { responseMinutes } from '@/leads/rules/firstResponse'
import { answersText } from '@/leads/rules/answersText'
import { sourceKeys, sourceLabels } from '@/leads/rules/leadSource'
import { requireSales } from './requireSales'

const header = [
  'Date',
  'Origine',
  'Nom',
  'E-mail',
  'Téléphone',
  'Code postal',
  'Statut',
  'Délai de réponse',
  'Message',
  ...Object.values(sourceLabels),
  'Réponses du formulaire',
]

/** GET /api/leads/export?where…: the leads of the dashboard's current filter as a CSV file. */
export const exportLeads: Endpoint = {
  path: '/export',
  method: 'get',
  handler: async (req) => {
    const refused = requireSales(req)
    if (refused) return refused
    const where = (req.query?.where ?? {}) as Where
    const rows: unknown[][] = [header]
    for (let page = 1; ; page++) {
      const result = await req.payload.find({
        collection: slugs.leads,
        where,
        sort: '-createdAt',
        page,
        limit: 500,
        depth: 0,
        overrideAccess: false,
        user: req.user,
      })
      for (const lead of result.docs) {
        rows.push([
          new Date(lead.createdAt).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' }),
          formOriginLabels[lead.formOrigin as FormOrigin],
          lead.name,
          lead.email,
          lead.phone,
          lead.postalCode,
          leadStatusLabels[lead.status as LeadStatus],
          formatDuration(responseMinutes(lead.createdAt, lead.firstResponseAt)),
          lead.message,
          ...sourceKeys.map((key) => lead.source?.[key]),
          answersText(lead),
        ])
      }
      if (!result.hasNextPage) break
    }
    // A BOM so that spreadsheet software reads the accents as UTF-8.
    return new Response(`\uFEFF${toCsv(rows)}\r\n`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
      },
    })
  },
}
