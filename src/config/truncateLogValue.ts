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

/**
 * Characters that end a line or drive a terminal: C0 controls but the tab, DEL, C1 controls, and Unicode's
 * line and paragraph separators. Raw in the printed log, a value holding `\0\n[12:00:00] INFO: …` wrote a
 * line of its own that looked like the server's.
 */
const controlCharacters = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u2028\u2029]/g
const escapes: Record<string, string> = { '\0': '\\0', '\n': '\\n', '\r': '\\r' }
const escapeControls = (text: string) =>
  text.replace(controlCharacters, (char) => escapes[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)

/** A string cut to its first 2 KiB, saying how much was cut. */
const bound = (text: string) =>
  text.length > logLimits.characters
    ? `${text.slice(0, logLimits.characters)}… [${text.length - logLimits.characters} caractères coupés]`
    : text

/** A string escaped (escapeControls), then cut. */
const cut = (raw: string) => bound(escapeControls(raw))

/**
 * An error's stack: its first line repeats the message, which may hold anything a request sent, and is
 * escaped like the message; the frames below are the code's own, kept one per line.
 */
function stackOf(error: Error, stack: string): string {
  const head = `${error.name}: ${error.message}`
  if (!stack.startsWith(head)) return cut(stack)
  const frames = stack.slice(head.length).split('\n').map(escapeControls).join('\n')
  return bound(`${error.name}: ${escapeControls(error.message)}${frames}`)
}

/**
 * A copy of a value to log in which every string and key is escaped (no control character, so one entry
 * is one line) and cut to 2 KiB, arrays and objects to their first items, and errors turned into plain objects (type, message, stack, their own fields, cause) bounded the
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
    if (value.stack) copy.stack = stackOf(value, value.stack)
    if (value.cause !== undefined) copy.cause = inner(value.cause)
  }
  for (const [key, item] of entries.slice(0, logLimits.keys)) copy[cut(key)] = inner(item)
  if (entries.length > logLimits.keys) copy['…'] = `${entries.length - logLimits.keys} champs coupés`
  return copy
}
