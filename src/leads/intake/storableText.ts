/**
 * Makes every string of a parsed JSON value storable in PostgreSQL: NUL characters (which text
 * columns refuse) are dropped and lone surrogates become U+FFFD. Other values pass unchanged.
 */
export function storableText(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\u0000/g, '').toWellFormed()
  if (Array.isArray(value)) return value.map(storableText)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [storableText(key) as string, storableText(item)]))
  }
  return value
}
