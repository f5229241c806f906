import type { Endpoint } from 'payload'
import { userHasRole } from '@/access/roles'
import { postgresOf } from '@/db/postgres'
import { mergedLeadSummary, mergeRefusal, type MergedLead } from '@/leads/rules/leadMerge'

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
