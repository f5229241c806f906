import type pg from 'pg'
import type { Endpoint } from 'payload'
import { userHasRole } from '@/access/roles'
import { postgresOf } from '@/db/postgres'
import {
  defaultMergePicks,
  mergeOutcome,
  mergePicksFrom,
  mergeRefusal,
  type MergedLead,
  type MergeLeadValues,
  type MergeRecord,
} from '@/leads/rules/leadMerge'
import { phoneKey } from '@/leads/rules/phoneKey'
import { keptVisit } from '@/appointments/rules/keptVisit'
import { bookedVisitsOf, cancelWithReason } from '@/appointments/server/cancelLeadVisits'
import { describeNextAction } from '@/leads/rules/nextAction'

const refused = (message: string, status: number) => Response.json({ message }, { status })

/**
 * POST /api/leads/:id/merge `{ "merged": id, "picks": { "email": "merged", … } }`: an admin merges a person's
 * duplicate lead into the lead kept (`:id`). In one transaction: the kept lead takes, field by field, the
 * value picked (by default the newest non-empty one); the merged lead's own words (message, answers,
 * contact, provenance) and the kept values replaced are stored on the kept lead (`mergedLeads`); its notes,
 * activities, history and visits move; the history records each replaced contact field and the merge (who,
 * which lead, what was taken); the merged lead is deleted.
 */
export const mergeLeads: Endpoint = {
  path: '/:id/merge',
  method: 'post',
  handler: async (req) => {
    if (!userHasRole(req.user, 'admin')) return refused('Réservé aux administrateurs.', 403)
    const keptId = Number(req.routeParams?.id)
    const body = (await req.json?.().catch(() => null)) as { merged?: unknown; picks?: unknown } | null
    const mergedId = Number(body?.merged)
    if (!Number.isInteger(keptId) || !Number.isInteger(mergedId)) return refused('Indiquez le lead à fusionner.', 400)
    const client = await postgresOf(req.payload).pool.connect()
    try {
      await client.query('begin')
      const { rows } = await client.query<MergedLead & MergeLeadValues & { mergedLeads: MergeRecord[] | null }>(
        `select id, email, phone_key as "phoneKey", created_at as "createdAt", form_origin::text as "formOrigin", anonymised_at as "anonymisedAt",
           name, phone, postal_code as "postalCode", street, town, message, form_data as "formData", merged_leads as "mergedLeads",
           json_build_object('page', source_page, 'referrer', source_referrer, 'utmSource', source_utm_source,
             'utmMedium', source_utm_medium, 'utmCampaign', source_utm_campaign, 'utmTerm', source_utm_term,
             'utmContent', source_utm_content) as source,
           json_build_object('formVersion', proof_form_version, 'page', proof_page, 'submittedAt', proof_submitted_at,
             'marketingConsent', proof_marketing_consent) as proof
         from leads where id = any($1::int[]) order by id for update`,
        [[keptId, mergedId]],
      )
      const kept = rows.find((row) => row.id === keptId)
      const merged = rows.find((row) => row.id === mergedId)
      const refusal = mergeRefusal(kept, merged)
      if (refusal) {
        await client.query('rollback')
        return refused(refusal, kept && merged ? 400 : 404)
      }
      const now = new Date()
      const visits = await bookedVisitsOf(client, [keptId, mergedId])
      const { keep, cancel } = keptVisit(visits, now)
      const reason = `Aucune (visite annulée : fusion des leads n° ${keptId} et n° ${mergedId}, qui gardent une seule visite)`
      for (const visit of cancel)
        if (visit.end > now) await cancelWithReason(client, visit.id, req.user!.id, reason)
        else await client.query(`update visits set status = 'cancelled', updated_at = now() where id = $1`, [visit.id])
      if (visits.find((visit) => visit.id === keep)?.leadId === mergedId) await takeNextAction(client, keptId, mergedId, req.user!.id)
      for (const table of ['lead_notes', 'lead_activities', 'lead_changes', 'visits'])
        await client.query(`update ${table} set lead_id = $1 where lead_id = $2`, [keptId, mergedId])
      const picks = mergePicksFrom(body?.picks, defaultMergePicks(kept!, merged!))
      const { values, record, history } = mergeOutcome(kept!, merged!, picks, now, req.user!.name || req.user!.email)
      // The merged lead's own earlier merges come along: every lead ever merged stays readable here.
      const records: MergeRecord[] = [...(kept!.mergedLeads ?? []), ...(merged!.mergedLeads ?? []), record]
      await client.query(
        `update leads set name = $2, email = $3, phone = $4, phone_key = $5, postal_code = $6, message = $7,
           form_origin = $8::enum_leads_form_origin, form_data = $9, merged_leads = $10, street = $11, town = $12, updated_at = now()
         where id = $1`,
        [
          keptId,
          values.name,
          values.email,
          values.phone,
          phoneKey(values.phone),
          values.postalCode,
          values.message,
          values.formOrigin,
          JSON.stringify(values.formData ?? null),
          JSON.stringify(records),
          values.street,
          values.town,
        ],
      )
      for (const line of history)
        await client.query(`insert into lead_changes (lead_id, field, before, after, author_id) values ($1, $2, $3, $4, $5)`, [
          keptId,
          line.field,
          line.before,
          line.after,
          req.user!.id,
        ])
      await client.query('delete from leads where id = $1', [mergedId])
      await client.query('commit')
      return Response.json({ id: keptId, merged: mergedId })
    } catch (error) {
      await client.query('rollback').catch(() => undefined)
      throw error
    } finally {
      client.release()
    }
  },
}

type Client = Pick<pg.PoolClient, 'query'>

/** The kept lead takes the merged lead's next action (the visit it keeps), with a history line. */
async function takeNextAction(client: Client, keptId: number, mergedId: number, author: number) {
  const { rows } = await client.query<{ id: number; type: string | null; due: Date | null; note: string | null }>(
    `select id, next_action_type as type, next_action_due_at as due, next_action_note as note from leads where id = any($1::int[])`,
    [[keptId, mergedId]],
  )
  const describe = (id: number) => {
    const row = rows.find((each) => each.id === id)
    return describeNextAction(row && { type: row.type, dueAt: row.due?.toISOString() ?? null, note: row.note })
  }
  await client.query(
    `update leads kept set next_action_type = merged.next_action_type, next_action_due_at = merged.next_action_due_at,
       next_action_note = merged.next_action_note, updated_at = now()
     from leads merged where kept.id = $1 and merged.id = $2`,
    [keptId, mergedId],
  )
  await client.query(`insert into lead_changes (lead_id, field, before, after, author_id) values ($1, 'nextAction', $2, $3, $4)`, [
    keptId,
    describe(keptId),
    describe(mergedId),
    author,
  ])
}
