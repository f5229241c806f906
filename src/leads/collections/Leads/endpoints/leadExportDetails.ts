import type { PayloadRequest } from 'payload'
import { postgresOf } from '@/db/postgres'
import { activityOutcomeLabels, activityTypeLabels, isActivityOutcome, type ActivityType } from '@/leads/rules/activityTypes'

/** What the CSV says of a lead beyond its own fields: when its status last changed, and its last done activity. */
export type LeadExportDetail = { statusAt: Date | null; lastActivity: string }

const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' })

type ActivityRow = { lead_id: number; date: Date; types: string[] | null; outcome: string | null; comment: string | null }

/**
 * For one page of the export: each lead's last status change (its history) and its last activity done
 * (a planned one, dated later, is not yet a contact), "12/11/2026 · Appelé · Messagerie · comment".
 */
export async function leadExportDetails(req: PayloadRequest, ids: number[]): Promise<Map<number, LeadExportDetail>> {
  const details = new Map<number, LeadExportDetail>(ids.map((id) => [id, { statusAt: null, lastActivity: '' }]))
  if (!ids.length) return details
  const { pool } = postgresOf(req.payload)
  const [statuses, activities] = await Promise.all([
    pool.query<{ lead_id: number; at: Date }>(
      `select lead_id, max(created_at) as at from lead_changes where field = 'status' and lead_id = any($1::int[]) group by lead_id`,
      [ids],
    ),
    pool.query<ActivityRow>(
      `select distinct on (a.lead_id) a.lead_id, a.date, a.outcome::text as outcome, a.comment,
         array(select t.value::text from lead_activities_types t where t.parent_id = a.id order by t."order") as types
       from lead_activities a where a.lead_id = any($1::int[]) and a.date <= now()
       order by a.lead_id, a.date desc, a.created_at desc`,
      [ids],
    ),
  ])
  for (const row of statuses.rows) details.get(Number(row.lead_id))!.statusAt = row.at
  for (const row of activities.rows) {
    const parts = [
      day.format(row.date),
      (row.types ?? []).map((type) => activityTypeLabels[type as ActivityType] ?? type).join(', '),
      isActivityOutcome(row.outcome) ? activityOutcomeLabels[row.outcome] : '',
      row.comment?.trim() ?? '',
    ]
    details.get(Number(row.lead_id))!.lastActivity = parts.filter(Boolean).join(' · ')
  }
  return details
}
