import type { CollectionSlug, PayloadRequest, Where } from 'payload'

/** What a document lock points at: a collection's document or a global. */
export type LockTarget = { collection: string; id: string | number } | { global: string }

/**
 * Whether the requester may update the document a lock would hold: a lock stops everyone else's saves,
 * so taking one is an update in all but name. The target collection's (or global's) own update access
 * decides, a query constraint included, and the document must exist.
 */
export async function mayUpdateLockTarget(req: PayloadRequest, target: LockTarget): Promise<boolean> {
  if ('global' in target) {
    const global = req.payload.config.globals.find((each) => each.slug === target.global)
    if (!global || global.lockDocuments === false) return false
    return (await global.access.update?.({ req })) === true
  }
  const collection = req.payload.collections[target.collection as CollectionSlug]
  // Every collection here has PostgreSQL's integer ids.
  const id = Number(target.id)
  if (!collection || collection.config.lockDocuments === false || !Number.isSafeInteger(id)) return false
  const access = await collection.config.access.update({ req, id, collectionConfig: collection.config })
  if (!access) return false
  const byId: Where = { id: { equals: id } }
  const where = access === true ? byId : { and: [byId, access] }
  const { totalDocs } = await req.payload.count({ collection: collection.config.slug, where, overrideAccess: true, req })
  return totalDocs === 1
}
