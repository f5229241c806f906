import type { FieldHook } from 'payload'
import { slugs } from '@collections/slugs'

/**
 * The author's name (or e-mail) shown on a note or an activity. Sales staff may not read other users,
 * so the name is looked up here rather than through the relationship. One look-up per author per request.
 */
export const authorName: FieldHook = async ({ data, siblingData, req }) => {
  const author = (siblingData ?? data)?.author as number | { id: number } | null | undefined
  const id = typeof author === 'object' && author ? author.id : author
  if (!id) return ''
  const names = (req.context.authorNames ??= new Map<number, Promise<string>>()) as Map<number, Promise<string>>
  if (!names.has(id)) {
    names.set(
      id,
      req.payload.findByID({ collection: slugs.users, id, depth: 0, overrideAccess: true, select: { name: true, email: true } }).then(
        (user) => user.name || user.email,
        () => '',
      ),
    )
  }
  return names.get(id)
}
