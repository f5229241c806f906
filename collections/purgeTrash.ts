import type { CollectionSlug, TaskConfig } from 'payload'
import { slugs } from './slugs'

/** How long a trashed document can be restored: afterwards the nightly purge deletes it for good. */
const TRASH_DAYS = 30

/** The collections with Payload's trash (`trash: true`): editors restore from « Corbeille » within TRASH_DAYS. */
const trashedCollections: CollectionSlug[] = [slugs.pages, slugs.projects, slugs.testimonials, slugs.media]

/** The moment before which a trashed document is purged. */
const trashCutoff = (now: Date) => new Date(now.getTime() - TRASH_DAYS * 86_400_000)

/**
 * Every night: deletes for good what has been in the trash for more than TRASH_DAYS (with its file, for a
 * media). A document still in use is left (the delete hooks refuse it) and logged, never half-deleted.
 */
export const purgeTrash: TaskConfig<'purgeTrash'> = {
  slug: 'purgeTrash',
  schedule: [{ cron: '0 30 3 * * *', queue: 'nightly' }],
  retries: 2,
  handler: async ({ req }) => {
    const cutoff = trashCutoff(new Date()).toISOString()
    let purged = 0
    for (const collection of trashedCollections) {
      const { docs, errors } = await req.payload.delete({
        collection,
        where: { deletedAt: { less_than: cutoff } },
        trash: true,
        overrideAccess: true,
        depth: 0,
      })
      purged += docs.length
      for (const error of errors) req.payload.logger.warn(`Corbeille : ${collection} n° ${error.id} non purgé (${error.message})`)
    }
    return { output: { purged } }
  },
  outputSchema: [{ name: 'purged', type: 'number' }],
}
