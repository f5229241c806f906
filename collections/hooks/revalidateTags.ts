import type { PayloadRequest } from 'payload'
import { announceCacheTags } from '@/cache/announceCacheTags'
import { transactionDb } from '@/db/transactionDb'

/** Whether the change comes from the seed (or a bulk import) that asked for no side effects. */
const skipRevalidation = (req: PayloadRequest): boolean => Boolean(req.context?.seeding)

/**
 * Clears the tags on every app instance once the change is committed, whether it came through a request or
 * not (the job runner, a script): see announceCacheTags. The cleared tags expire at once: the next visit of a
 * page built from them renders it anew. The seed announces every tag once, at its end.
 */
export async function revalidateTags(req: PayloadRequest, tags: readonly string[]): Promise<void> {
  if (skipRevalidation(req) || tags.length === 0) return
  await announceCacheTags(await transactionDb(req), tags)
}
