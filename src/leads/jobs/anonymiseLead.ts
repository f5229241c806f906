import type { Payload } from 'payload'
import { slugs } from '@collections/slugs'
import { postgresOf } from '@/db/postgres'
import { erasedInHistory } from '@/leads/rules/leadChanges'
import { anonymisedFields } from '@/leads/rules/retention'
import { visitsToFree } from '@/appointments/rules/keptVisit'
import { bookedVisitsOf, cancelWithReason } from '@/appointments/server/cancelLeadVisits'

/**
 * Erases a lead's personal data, its notes included, and the contact values (and next action notes)
 * of its history; keeps the lead itself so that counts stay true. Its visits still to come are cancelled
 * first: their slots are free again, and no booking link is left to a person who is no longer known.
 */
export async function anonymiseLead(payload: Payload, id: number) {
  const { pool } = postgresOf(payload)
  for (const visit of visitsToFree(await bookedVisitsOf(pool, [id]), new Date()))
    await cancelWithReason(pool, visit.id, null, 'Aucune (visite annulée : données du lead effacées)')
  await payload.update({
    collection: slugs.leads,
    id,
    data: anonymisedFields(id),
    overrideAccess: true,
    depth: 0,
    context: { skipLeadHistory: true },
  })
  await payload.update({
    collection: slugs.leadNotes,
    where: { lead: { equals: id } },
    data: { content: 'Note effacée (anonymisation).' },
    overrideAccess: true,
    context: { skipLeadHistory: true },
  })
  await pool.query(
    `update lead_changes set before = 'Effacé', after = 'Effacé', updated_at = now() where lead_id = $1 and field::text = any($2::text[])`,
    [id, erasedInHistory],
  )
}
