import type { Payload } from 'payload'
import { slugs } from '@collections/slugs'
import { postgresOf } from '@/db/postgres'
import { erasedInHistory } from '@/leads/rules/leadChanges'
import { anonymisedFields } from '@/leads/rules/retention'

/**
 * Erases a lead's personal data, its notes included, and the contact values (and next action notes)
 * of its history; keeps the lead itself so that counts stay true.
 */
export async function anonymiseLead(payload: Payload, id: number) {
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
  await postgresOf(payload).pool.query(
    `update lead_changes set before = 'Effacé', after = 'Effacé', updated_at = now() where lead_id = $1 and field::text = any($2::text[])`,
    [id, erasedInHistory],
  )
}
