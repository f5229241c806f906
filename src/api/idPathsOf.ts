import type { SanitizedCollectionConfig } from 'payload'

/**
 * The paths of a collection's `where` that hold document ids: `id`, and each top-level relationship or
 * upload to one collection (`beforeImage`, `beforeImage.id`). Ids are PostgreSQL integers; Payload hands
 * any other value to PostgreSQL, which fails (a 500). Relationships to several collections take
 * `{ relationTo, value }` and are left to Payload.
 */
export function idPathsOf(collection: SanitizedCollectionConfig): ReadonlySet<string> {
  const paths = new Set(['id'])
  for (const field of collection.flattenedFields) {
    if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
      paths.add(field.name)
      paths.add(`${field.name}.id`)
    }
  }
  return paths
}
