/**
 * A collection's cache tags: the same for every document, or worked out from the document (a page's
 * slug). The function gets a partial document: Payload hands an empty previous document on creation.
 */
export type TagsOf<Doc> = readonly string[] | ((doc: Partial<Doc>) => readonly string[])

/**
 * The tags a change clears: those of the document as saved and as it was before (a page whose slug
 * changed is cleared under both slugs), each once.
 */
export function tagsToRevalidate<Doc>(tags: TagsOf<Doc>, ...docs: (Partial<Doc> | null | undefined)[]): string[] {
  const present = docs.filter((doc): doc is Partial<Doc> => doc !== null && doc !== undefined)
  return [...new Set(present.flatMap((doc) => (typeof tags === 'function' ? tags(doc) : tags)))]
}
