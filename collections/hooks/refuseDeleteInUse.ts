import {
  APIError,
  type CollectionAfterErrorHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type PayloadRequest,
  type Where,
} from 'payload'
import { holdsRichText, inUseRefusal, referencePaths, usedAt, type Usage } from '@/rules/contentUsage'

/** How many documents of a collection holding rich text are read to find what their texts name. */
const TEXTS_READ = 500

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1)
const labelText = (label: unknown, fallback: string) => (typeof label === 'string' ? label : fallback)

/**
 * Every document and global that names document `id` of `slug`, found from the configuration's upload and
 * relationship fields and from its rich texts (trashed documents too: they may be restored), and every draft not yet
 * published that names it. Only the first 20 of a collection (500 read when its texts are).
 */
async function usagesOf(req: PayloadRequest, slug: string, id: number | string): Promise<Usage[]> {
  const { config } = req.payload
  const blocks = config.blocks ?? []
  const usages: Usage[] = []
  for (const collection of config.collections) {
    // Payload's own records (an editor's lock, preferences, jobs) follow the document: they are no use of it.
    if (collection.slug.startsWith('payload-')) continue
    const paths = referencePaths(collection.fields, slug, blocks)
    // A field that names it is found by a query; a rich text that names it (an image, an internal link) only by reading
    // the text: such a collection's documents are read whole (the first 500: a site's pages).
    const readsText = holdsRichText(collection.fields, blocks)
    if (!paths.length && !readsText) continue
    const refers = (prefix: string): Where[] =>
      paths.map(({ path, polymorphic }) =>
        polymorphic
          ? { and: [{ [`${prefix}${path}.relationTo`]: { equals: slug } }, { [`${prefix}${path}.value`]: { equals: id } }] }
          : { [`${prefix}${path}`]: { equals: id } },
      )
    const naming = (prefix: string): Where[] => (readsText ? [] : [{ or: refers(prefix) }])
    const notItself: Where[] = collection.slug === slug ? [{ id: { not_equals: id } }] : []
    // Trashed documents too (they may be restored).
    const reading = {
      collection: collection.slug,
      depth: 0,
      limit: readsText ? TEXTS_READ : 20,
      pagination: false,
      overrideAccess: true,
      trash: true,
      req,
    } as const
    const { docs } = await req.payload.find({ ...reading, where: { and: [...notItself, ...naming('')] } })
    const titleField = collection.admin?.useAsTitle
    const kind = lowerFirst(labelText(collection.labels?.singular, collection.slug))
    const usage = (data: Record<string, unknown>, draft: boolean): Usage => {
      const title = titleField ? data[titleField] : null
      return {
        kind: draft ? `${kind} (brouillon)` : kind,
        title: typeof title === 'string' || typeof title === 'number' ? String(title) : null,
        fields: usedAt(collection.fields, data, slug, id, blocks),
      }
    }
    const named = new Set<unknown>()
    for (const doc of docs) {
      const found = usage(doc as unknown as Record<string, unknown>, false)
      if (readsText && !found.fields.length) continue
      named.add(doc.id)
      usages.push(found)
    }
    // A draft not yet published (its document's latest version) may use it too: deleted, the draft would lose it.
    if (!collection.versions?.drafts) continue
    const drafts = await req.payload.findVersions({
      ...reading,
      where: { and: [{ latest: { equals: true } }, { 'version._status': { equals: 'draft' } }, ...naming('version.')] },
    })
    for (const draft of drafts.docs) {
      const parent = typeof draft.parent === 'object' && draft.parent !== null ? (draft.parent as { id: unknown }).id : draft.parent
      if ((parent === id && collection.slug === slug) || named.has(parent)) continue
      const found = usage(draft.version as unknown as Record<string, unknown>, true)
      if (readsText && !found.fields.length) continue
      usages.push(found)
    }
  }
  for (const global of config.globals) {
    if (!referencePaths(global.fields, slug, blocks).length && !holdsRichText(global.fields, blocks)) continue
    const data = await req.payload.findGlobal({ slug: global.slug, depth: 0, overrideAccess: true, req })
    const fields = usedAt(global.fields, data, slug, id, blocks)
    if (fields.length) usages.push({ kind: lowerFirst(labelText(global.label, global.slug)), title: null, fields })
  }
  return usages
}

/** A delete refused because the document is in use: a 409 whose message is written for an editor. */
class ContentInUseError extends APIError {
  constructor(message: string) {
    super(message, 409, null, true)
  }
}

/**
 * Sends the refusal's message whole, as showUploadRefusal does: the admin shows a top-level `message` as it
 * is (it would split one from `errors` at its colon and commas), and Payload's own formatting drops the
 * message of an error whose class name the production build minified away (« An unknown error occurred. »).
 */
const showInUseRefusal: CollectionAfterErrorHook = ({ error }) =>
  error instanceof ContentInUseError
    ? { response: { message: error.message, errors: [{ message: error.message }] }, status: 409 }
    : undefined

/**
 * Refuses to delete (or to put in the trash) a document another one uses, naming where, with a 409 an
 * editor reads in French. It runs before Payload removes an upload's file, so the file of a record that
 * stays is never removed (Payload deletes the file before the row: a failing row delete would leave a
 * record without its file).
 */
export function refuseDeleteInUse(
  subject: string,
  feminine = true,
): {
  beforeDelete: CollectionBeforeDeleteHook
  beforeChange: CollectionBeforeChangeHook
  afterError: CollectionAfterErrorHook
} {
  const refuseIfUsed = async (req: PayloadRequest, slug: string, id: number | string) => {
    const usages = await usagesOf(req, slug, id)
    if (usages.length) throw new ContentInUseError(inUseRefusal(subject, usages, feminine))
  }
  return {
    afterError: showInUseRefusal,
    beforeDelete: async ({ req, id, collection }) => refuseIfUsed(req, collection.slug, id),
    // Payload's trash is an update setting deletedAt: the document leaves the site the same way.
    beforeChange: async ({ req, data, originalDoc, operation, collection }) => {
      if (operation === 'update' && data.deletedAt && !originalDoc?.deletedAt && originalDoc?.id !== undefined)
        await refuseIfUsed(req, collection.slug, originalDoc.id as number | string)
      return data
    },
  }
}
