import type { FlattenedField, SanitizedCollectionConfig } from 'payload'

/** Each relationship or upload to one collection, at its path; groups, named tabs and arrays followed. */
function addIdPaths(paths: Set<string>, fields: readonly FlattenedField[], prefix: string) {
  for (const field of fields) {
    const path = `${prefix}${field.name}`
    if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') {
      paths.add(path)
      paths.add(`${path}.id`)
    } else if ('flattenedFields' in field) {
      addIdPaths(paths, field.flattenedFields, `${path}.`)
    }
  }
}

/**
 * The paths of a collection's `where` that hold document ids: `id`, and each relationship or upload to
 * one collection (`beforeImage`, `beforeImage.id`, `meta.image`). Ids are PostgreSQL integers; Payload
 * hands any other value to PostgreSQL, which fails (a 500). Relationships to several collections take
 * `{ relationTo, value }` and are left to Payload.
 */
export function idPathsOf(collection: SanitizedCollectionConfig): ReadonlySet<string> {
  const paths = new Set(['id'])
  addIdPaths(paths, collection.flattenedFields, '')
  return paths
}
