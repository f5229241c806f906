import { revalidatePath, revalidateTag } from 'next/cache'
import type { PayloadRequest } from 'payload'

/** Whether the change comes from the seed (or a bulk import) that asked for no side effects. */
export const skipRevalidation = (req: PayloadRequest): boolean => Boolean(req.context?.seeding)

/**
 * Revalidates pages after an editor's change. Outside a Next.js request (the seed, integration tests,
 * scripts on plain Node) Next has no cache to clear and throws: there, this is a no-op.
 */
export function revalidatePages(req: PayloadRequest, paths: readonly string[], options: { layout?: boolean; tags?: string[] } = {}) {
  if (skipRevalidation(req)) return
  try {
    for (const tag of options.tags ?? []) revalidateTag(tag, { expire: 0 })
    // A concrete path is revalidated without a type (its implicit tag is the path itself); 'layout'
    // revalidates everything below it.
    for (const path of new Set(paths)) {
      if (options.layout) revalidatePath(path, 'layout')
      else revalidatePath(path)
    }
    req.payload.logger.info(`Revalidated ${[...new Set(paths)].join(', ')}`)
  } catch (error) {
    req.payload.logger.debug({ msg: 'Revalidation skipped outside Next.js', err: error })
  }
}
