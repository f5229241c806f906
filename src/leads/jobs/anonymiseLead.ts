import type { Payload } from 'payload'
import { slugs } from '@collections/slugs'
import { anonymisedFields } from '@/leads/rules/retention'

/** Erases a lead's personal data, its notes included; keeps the lead itself so that counts stay true. */
export async function anonymiseLead(payload: Payload, id: number) {
  await payload.update({ collection: slugs.leads, id, data: anonymisedFields(id), overrideAccess: true, depth: 0 })
  await payload.update({
    collection: slugs.leadNotes,
    where: { lead: { equals: id } },
    data: { content: 'Note effacée (anonymisation).' },
    overrideAccess: true,
  })
}
