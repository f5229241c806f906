import type { Endpoint } from 'payload'

/**
 * POST /api/<collection>/versions/:id: restoring an earlier version always makes it the document's draft,
 * whatever the caller asks (`?draft=false` included); the live site changes only when the draft is published.
 * The version's content is saved as a new draft of its document, the way an editor's own draft is saved.
 * Declared on the collection, it answers before Payload's own restore endpoint, with the same access checks.
 */
export function restoreVersionAsDraft(collection: 'pages' | 'projects'): Endpoint {
  return {
    path: '/versions/:id',
    method: 'post',
    handler: async (req) => {
      const version = await req.payload.findVersionByID({
        collection,
        id: String(req.routeParams?.id ?? ''),
        depth: 0,
        overrideAccess: false,
        req,
      })
      const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...content } = version.version
      const parent = version.parent
      const doc = await req.payload.update({
        collection,
        id: parent,
        data: { ...content, _status: 'draft' },
        draft: true,
        depth: 0,
        overrideAccess: false,
        req,
      })
      return Response.json({
        doc,
        message: 'Version restaurée comme brouillon : le site ne change pas tant que vous ne publiez pas.',
      })
    },
  }
}
