import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'
import { siteUrl } from '@/config/siteUrl'
import { referencePaths } from '@/rules/redirectPaths'
import { slugs } from '../slugs'

type Addressed = { id: number; slug?: string | null; _status?: 'draft' | 'published' | null }

const publishedSlugKey = (collection: string, id: number | string) => `publishedSlug:${collection}:${id}`
const wasPublishedKey = (collection: string, id: number | string) => `wasPublished:${collection}:${id}`

/** Whether visitors read the document before this change (its main record was published), as remembered before it. */
export const wasPublishedBefore = (context: Record<string, unknown>, collection: string, id: number | string): boolean =>
  context[wasPublishedKey(collection, id)] === true

/**
 * Remembers the address visitors know, before a change replaces it: the published document's slug. With
 * drafts and autosave, the document Payload calls previous is the last draft, which may already carry the
 * new slug; the published one is what the redirect must start from.
 */
export const rememberPublishedAddress =
  (collection: typeof slugs.pages | typeof slugs.projects): CollectionBeforeChangeHook<Addressed> =>
  async ({ originalDoc, operation, req }) => {
    if (operation !== 'update' || !originalDoc?.id) return
    const published = await req.payload
      .findByID({
        collection,
        id: originalDoc.id,
        draft: false,
        depth: 0,
        overrideAccess: true,
        req,
        select: { slug: true, _status: true },
      })
      .catch(() => null)
    req.context[publishedSlugKey(collection, originalDoc.id)] = published?.slug ?? null
    req.context[wasPublishedKey(collection, originalDoc.id)] = published?._status === 'published'
  }

/**
 * A document whose slug changed (a project whose town or surface did, a page an editor moved) keeps
 * answering at its old address: a redirect from there names the document itself, so it follows any later
 * move. Redirects that were sent to the old address are pointed at it too (no chain of redirects), and a
 * redirect from the new address, left by an earlier move, is dropped: the address is the document's again.
 * A draft moves nothing: only a published change of address counts, from the address last published
 * (rememberPublishedAddress), whatever the autosaved drafts in between held.
 */
export const redirectOldAddress =
  (collection: typeof slugs.pages | typeof slugs.projects): CollectionAfterChangeHook<Addressed> =>
  async ({ doc, previousDoc, operation, req }) => {
    if (operation !== 'update' || doc._status === 'draft') return doc
    const remembered = req.context[publishedSlugKey(collection, doc.id)]
    const oldSlug = typeof remembered === 'string' ? remembered : previousDoc?.slug
    if (!oldSlug || !doc.slug || oldSlug === doc.slug) return doc
    const pathOf = referencePaths[collection]!
    const oldPath = pathOf(oldSlug)
    const to = { type: 'reference' as const, reference: { relationTo: collection, value: doc.id } }
    const common = { collection: slugs.redirects, req, overrideAccess: true } as const

    await req.payload.delete({ ...common, where: { from: { equals: pathOf(doc.slug) } } })
    await req.payload.update({
      ...common,
      where: { and: [{ 'to.type': { equals: 'custom' } }, { 'to.url': { in: [oldPath, `${siteUrl()}${oldPath}`] } }] },
      data: { to },
    })
    const { docs } = await req.payload.find({ ...common, where: { from: { equals: oldPath } }, limit: 1, depth: 0 })
    const existing = docs[0]
    if (existing) await req.payload.update({ ...common, id: existing.id, data: { to } })
    else await req.payload.create({ ...common, data: { from: oldPath, to } })
    return doc
  }
