import type { Endpoint, Where } from 'payload'
import { slugs } from '@collections/slugs'
import { formOriginLabels } from '@/forms/registry'
import type { FormOrigin } from '@/rules/formOrigins'
import { leadStatusLabels, type LeadStatus } from '@/leads/rules/leadStatus'
import { CsvText, csvDownload } from '@/leads/rules/csv'
import { formatDuration } from '@/leads/rules/responseTime'
import { responseMinutes } from '@/leads/rules/firstResponse'
import { answersText } from '@/leads/rules/answersText'
import { sourceKeys, sourceLabels } from '@/leads/rules/leadSource'
import { relatedId } from '@/leads/rules/leadChanges'
import { describeNextAction, isNextActionType, nextActionTypeLabels } from '@/leads/rules/nextAction'
import { lostReasonLabels } from '../lostReasonLabels'
import { ownerNames } from '../ownerNames'
import { leadExportDetails } from './leadExportDetails'
import { requireSales } from './requireSales'

const header = [
  'Date',
  'Origine',
  'Nom',
  'E-mail',
  'Téléphone',
  'Code postal',
  'Statut',
  'Date du statut',
  'Motif de perte',
  'Responsable',
  'Prochaine action',
  'Échéance',
  'Dernière activité',
  'Délai de réponse',
  'Message',
  ...Object.values(sourceLabels),
  'Réponses du formulaire',
]

const dateTime = (value: Date | string) => new Date(value).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' })

/**
 * GET /api/leads/export?where…: the leads of the dashboard's current filter as a CSV file: contact (the
 * phone kept as text, so its leading 0 stays), status and since when (its last change, else its arrival),
 * lost reason, owner, next action and its due date, last activity done, response time, source, answers.
 */
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
      const ids = result.docs.map((lead) => lead.id)
      const ownerIds = result.docs.map((lead) => relatedId(lead.owner)).filter((id): id is number => id !== null)
      const reasonIds = result.docs.map((lead) => relatedId(lead.lostReason)).filter((id): id is number => id !== null)
      const [details, owners, reasons] = await Promise.all([
        leadExportDetails(req, ids),
        ownerNames(req, ownerIds),
        lostReasonLabels(req, reasonIds),
      ])
      for (const lead of result.docs) {
        const detail = details.get(lead.id)
        const owner = relatedId(lead.owner)
        const reason = relatedId(lead.lostReason)
        const action = lead.nextAction
        const planned = describeNextAction(action) !== 'Aucune'
        rows.push([
          dateTime(lead.createdAt),
          formOriginLabels[lead.formOrigin as FormOrigin],
          lead.name,
          lead.email,
          new CsvText(lead.phone ?? ''),
          lead.postalCode,
          leadStatusLabels[lead.status as LeadStatus],
          dateTime(detail?.statusAt ?? lead.createdAt),
          reason ? (reasons.get(reason) ?? '') : '',
          owner ? (owners.get(owner) ?? '') : 'Non attribué',
          planned
            ? [isNextActionType(action?.type) ? nextActionTypeLabels[action.type] : action?.type, action?.note?.trim()]
                .filter(Boolean)
                .join(' · ')
            : '',
          planned && action?.dueAt ? dateTime(action.dueAt) : '',
          detail?.lastActivity ?? '',
          formatDuration(responseMinutes(lead.createdAt, lead.firstResponseAt)),
          lead.message,
          ...sourceKeys.map((key) => lead.source?.[key]),
          answersText(lead),
        ])
      }
      if (!result.hasNextPage) break
    }
    return csvDownload(rows, `leads-${new Date().toISOString().slice(0, 10)}.csv`)
  },
}
