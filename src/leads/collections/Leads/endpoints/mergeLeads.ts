import type pg from 'pg'
import type { Endpoint } from 'payload'
import { userHasRole } from '@/access/roles'
import { postgresOf } from '@/db/postgres'
import { mergedLeadSummary, mergeRefusal, type MergedLead } from '@/leads/rules/leadMerge'
import { keptVisit } from '@/appointments/rules/keptVisit'
import { bookedVisitsOf, cancelWithReason } from '@/appointments/server/cancelLeadVisits'
import { describeNextAction } from '@/leads/rules/nextAction'

const refused = (message: string, status: number) => Response.json({ message }, { status })

/**
 * POST /api/leads/:id/merge `{ "merged": id }`: an admin merges a person's duplicate lead into the lead kept
 * (`:id`). In one transaction, the merged lead's notes, activities, history and visits move to the kept
 * lead, its history records the merge (who, and which lead it was), and the merged lead is deleted.
 */
export const mergeLeads: Endpoint = {
  path: '/:id/merge',
  method: 'post',
  handler: async (req) => {
    if (!userHasRole(req.user, 'admin')) return refused('Réservé aux administrateurs.', 403)
    const keptId = Number(req.routeParams?.id)
    const body = (await req.json?.().catch(() => null)) as { merged?: unknown } | null
    const mergedId = Number(body?.merged)
    if (!Number.isInteger(keptId) || !Number.isInteger(mergedId)) return refused('Indiquez le lead à fusionner.', 400)
    const client = await postgresOf(req.payload).pool.connect()
    try {
      await client.query('begin')
      const { rows } = await client.query<MergedLead & { phoneKey: string | null }>(
        `select id, email, phone_key as "phoneKey", created_at as "createdAt", form_origin::text as "formOrigin", anonymised_at as "anonymisedAt"
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
      await client.query(`insert into lead_changes (lead_id, field, before, after, author_id) values ($1, 'merge', $2, $3, $4)`, [
        keptId,
        mergedLeadSummary(merged!),
        'Fusionné dans ce lead',
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
