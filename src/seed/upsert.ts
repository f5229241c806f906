import type { CollectionSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload'

/** Creates the document, or updates the one that `where` finds, so that seeding twice changes nothing. */
export async function upsert<TSlug extends CollectionSlug>(
  payload: Payload,
  collection: TSlug,
  where: Where,
  data: RequiredDataFromCollectionSlug<TSlug>,
): Promise<number | string> {
  const existing = await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true })
  const found = existing.docs[0]
  const context = { seeding: true }
  if (found) {
    // Seed data is whole documents, which the update's partial type accepts at run time.
    const updated = await payload.update({ collection, id: found.id, data: data as never, overrideAccess: true, context, depth: 0 })
    return (updated as { id: number | string }).id
  }
  const created = await payload.create({ collection, data, overrideAccess: true, context, depth: 0 })
  return created.id
}
