import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, TypeWithID } from 'payload'
import { revalidateTags } from './revalidateTags'
import { type TagsOf, tagsToRevalidate } from './tagsToRevalidate'

/**
 * A collection's save and delete hooks: each clears the collection's cache tags, and with them every
 * page that read the collection. Pages are listed nowhere: a prerendered page carries the tags of its reads.
 */
export function revalidateTagsOf<Doc extends TypeWithID>(tags: TagsOf<Doc>) {
  const afterChange: CollectionAfterChangeHook<Doc> = async ({ doc, previousDoc, req }) => {
    await revalidateTags(req, tagsToRevalidate(tags, doc, previousDoc))
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook<Doc> = async ({ doc, req }) => {
    await revalidateTags(req, tagsToRevalidate(tags, doc))
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

/** A global's save hook, clearing its cache tags. */
export function revalidateGlobalTagsOf(tags: readonly string[]): GlobalAfterChangeHook[] {
  return [
    async ({ doc, req }) => {
      await revalidateTags(req, tags)
      return doc
    },
  ]
}
