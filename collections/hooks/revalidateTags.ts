import { revalidateTag } from 'next/cache'
import type { PayloadRequest } from 'payload'

/** Whether the change comes from the seed (or a bulk import) that asked for no side effects. */
export const skipRevalidation = (req: PayloadRequest): boolean => Boolean(req.context?.seeding)

/**
 * Expires the tags at once (expire: 0): the next visit of a page built from them renders it anew with
 * the change, rather than being served the old copy while it re-renders. Outside a Next.js request
 * (integration tests, scripts on plain Node) Next has no cache to clear and throws: there, this is a no-op.
 */
export function revalidateTags(req: PayloadRequest, tags: readonly string[]) {
  if (skipRevalidation(req) || tags.length === 0) return
  try {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    req.payload.logger.info(`Revalidated the cache tags ${tags.join(', ')}`)
  } catch (error) {
    req.payload.logger.debug({ msg: 'Revalidation skipped outside Next.js', err: error })
  }
}
