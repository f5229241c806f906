import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { cacheTags } from '@/data/cacheTags'
import type { Project } from '@/payload-types'
import { revalidateTags } from '../../hooks/revalidateTags'
import { wasPublishedBefore } from '../../hooks/redirectOldAddress'
import { slugs } from '../../slugs'

/**
 * Visitors read published projects only: publishing, unpublishing (its page, card and sitemap entry leave)
 * and any change to a published project clear the projects' tag, with every page built from it. A draft
 * saved beside the published version (the main record stays as visitors read it), or a project never
 * published, changes nothing public.
 */
export const revalidateProject: CollectionAfterChangeHook<Project> = async ({ doc, req }) => {
  if (doc._status !== 'published' && !(await unpublished(req, doc.id))) return doc
  await revalidateTags(req, [cacheTags.projects])
  return doc
}

/** Whether this draft save took the project off the site: its main record was published and no longer is. */
async function unpublished(req: PayloadRequest, id: number): Promise<boolean> {
  if (!wasPublishedBefore(req.context, slugs.projects, id)) return false
  const live = await req.payload.findByID({
    collection: slugs.projects,
    id,
    draft: false,
    depth: 0,
    overrideAccess: true,
    req,
    select: { _status: true },
  })
  return live._status !== 'published'
}

export const revalidateDeletedProject: CollectionAfterDeleteHook<Project> = async ({ doc, req }) => {
  await revalidateTags(req, [cacheTags.projects])
  return doc
}
