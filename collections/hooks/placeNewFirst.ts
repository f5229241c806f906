import type { CollectionBeforeChangeHook, CollectionSlug } from 'payload'
import { generateKeyBetween } from 'payload/shared'

/**
 * A new document goes to the top of its orderable collection (newest first), where lists that show "the
 * latest" find it; editors then drag it wherever they like. Runs before Payload's orderable hook, which
 * would put it last. The seed keeps its own order (context.seeding): its documents are appended in turn.
 */
export function placeNewFirst(collection: CollectionSlug): CollectionBeforeChangeHook {
  return async ({ data, operation, req }) => {
    if (operation !== 'create' || data._order || req.context.seeding) return data
    const { docs } = await req.payload.find({
      collection,
      sort: '_order',
      where: { _order: { exists: true } },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
      select: {},
    })
    const first = (docs[0] as { _order?: string | null } | undefined)?._order ?? null
    return { ...data, _order: generateKeyBetween(null, first) }
  }
}
