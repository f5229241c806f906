import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { revalidateTags } from '../../hooks/revalidateTags'
import type { Page } from '@/payload-types'
import { cacheTags } from '@/data/cacheTags'

/**
 * A page's visitors see its published version: publishing, unpublishing or moving a page clears the
 * cached reads of that page (old and new address) and of the page list. Draft saves change nothing public.
 */
export const revalidatePage: CollectionAfterChangeHook<Page> = async ({ doc, previousDoc, req }) => {
  const wasPublic = previousDoc?._status === 'published'
  if (doc._status !== 'published' && !wasPublic) return doc
  const slugsTouched = new Set([doc.slug, ...(wasPublic && previousDoc.slug ? [previousDoc.slug] : [])])
  await revalidateTags(req, [cacheTags.pages, ...[...slugsTouched].map(cacheTags.page)])
  return doc
}

export const revalidateDeletedPage: CollectionAfterDeleteHook<Page> = async ({ doc, req }) => {
  await revalidateTags(req, [cacheTags.pages, cacheTags.page(doc.slug)])
  return doc
}
