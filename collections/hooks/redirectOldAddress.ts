import type { CollectionAfterChangeHook } from 'payload'
import { siteUrl } from '@/config/siteUrl'
import { referencePaths } from '@/rules/redirectPaths'
import { slugs } from '../slugs'

type Addressed = { id: number; slug?: string | null; _status?: 'draft' | 'published' | null }

/**
 * A document whose slug changed (a project whose town or surface did, a page an editor moved) keeps
 * answering at its old address: a redirect from there names the document itself, so it follows any later
 * move. Redirects that were sent to the old address are pointed at it too (no chain of redirects), and a
 * redirect from the new address, left by an earlier move, is dropped: the address is the document's again.
 * A draft moves nothing: only a published change of address counts.
 */
export const redirectOldAddress =
  (collection: typeof slugs.pages | typeof slugs.projects): CollectionAfterChangeHook<Addressed> =>
  async ({ doc, previousDoc, operation, req }) => {
    if (operation !== 'update' || !previousDoc?.slug || !doc.slug || previousDoc.slug === doc.slug) return doc
    if (doc._status === 'draft') return doc
    const pathOf = referencePaths[collection]!
    const oldPath = pathOf(previousDoc.slug)
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
