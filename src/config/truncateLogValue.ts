/**
 * Bounds of what one log entry may carry. A failed query's error repeats its SQL and its parameters: a
 * 100,000-word search once wrote 17.9 MB of log for one request.
 */
export const logLimits = {
  /** Characters kept of one string. */
  characters: 2048,
  /** Items kept of one array, keys of one object. */
  items: 20,
  keys: 50,
  /** Levels of nesting followed. */
  depth: 6,
} as const

const cut = (text: string) =>
  text.length > logLimits.characters
    ? `${text.slice(0, logLimits.characters)}… [${text.length - logLimits.characters} caractères coupés]`
    : text

/**
 * A copy of a value to log in which every string is cut to 2 KiB, arrays and objects to their first
 * items, and errors turned into plain objects (type, message, stack, their own fields, cause) bounded the
 * same way.
 */
export function truncateLogValue(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string') return cut(value)
  if (typeof value !== 'object' || value === null) return value
  if (value instanceof Date) return value
  if (ArrayBuffer.isView(value)) return `[${value.constructor.name}, ${value.byteLength} octets]`
  if (seen.has(value)) return '[Circular]'
  if (depth >= logLimits.depth) return '[…]'
  seen.add(value)
  const inner = (item: unknown) => truncateLogValue(item, depth + 1, seen)
  if (Array.isArray(value)) {
    const kept = value.slice(0, logLimits.items).map(inner)
    return value.length > logLimits.items ? [...kept, `… [${value.length - logLimits.items} éléments coupés]`] : kept
  }
  const entries = Object.entries(value)
  const copy: Record<string, unknown> = {}
  if (value instanceof Error) {
    copy.type = value.name
    copy.message = cut(value.message)
    if (value.stack) copy.stack = cut(value.stack)
    if (value.cause !== undefined) copy.cause = inner(value.cause)
  }
  for (const [key, item] of entries.slice(0, logLimits.keys)) copy[key] = inner(item)
  if (entries.length > logLimits.keys) copy['…'] = `${entries.length - logLimits.keys} champs coupés`
  return copy
}
