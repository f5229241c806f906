/**
 * A query string read the way Payload reads it (qs, with the options of Payload's createPayloadRequest:
 * brackets, depth 10, duplicates combined, Object.prototype names dropped), so that the limits of
 * publicQueryRefusal judge what Payload would run. Arrays come out as objects keyed by their index;
 * where qs would merge a value into an object, the query is refused as malformed instead.
 */

export type QueryValue = string | string[] | QueryObject
export type QueryObject = { [key: string]: QueryValue }

export class MalformedQuery extends Error {}

/** The depth of brackets qs follows before it keeps the rest of a key as one literal segment. */
const QS_DEPTH = 10

function decode(text: string): string {
  const withoutPlus = text.replace(/\+/g, ' ')
  try {
    return decodeURIComponent(withoutPlus)
  } catch {
    return withoutPlus
  }
}

/** The path of a key: `where[or][0][title][like]` → where, or, 0, title, like (qs's own splitting). */
function keyPath(key: string): string[] | null {
  const first = /\[[^[\]]*]/.exec(key)
  const parent = first ? key.slice(0, first.index) : key
  const segments: string[] = parent ? [parent] : []
  const child = /\[[^[\]]*]/g
  let match: RegExpExecArray | null = null
  let count = 0
  while (count < QS_DEPTH && (match = child.exec(key)) !== null) {
    segments.push(match[0])
    count++
  }
  if (match && count === QS_DEPTH) segments.push(`[${key.slice(match.index)}]`)
  const path = segments.map((segment) => (segment.startsWith('[') && segment.endsWith(']') ? segment.slice(1, -1) : segment))
  // qs drops a parameter whose key names a property of Object.prototype.
  return path.some((name) => name !== '' && Object.prototype.hasOwnProperty.call(Object.prototype, name)) ? null : path
}

function combine(existing: QueryValue | undefined, value: string): QueryValue {
  if (existing === undefined) return value
  if (typeof existing === 'string') return [existing, value]
  if (Array.isArray(existing)) return [...existing, value]
  throw new MalformedQuery('value and object at one place')
}

export function parseQueryString(search: string): QueryObject {
  const root: QueryObject = {}
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue
    const bracketEquals = part.indexOf(']=')
    const equals = bracketEquals === -1 ? part.indexOf('=') : bracketEquals + 1
    const key = decode(equals === -1 ? part : part.slice(0, equals))
    const value = equals === -1 ? '' : decode(part.slice(equals + 1))
    const path = key ? keyPath(key) : null
    if (!path || path.length === 0) continue
    let node = root
    for (let index = 0; index < path.length - 1; index++) {
      const name = path[index] === '' ? String(Object.keys(node).length) : path[index]!
      const next = node[name] ?? {}
      if (typeof next === 'string' || Array.isArray(next)) throw new MalformedQuery('object and value at one place')
      node[name] = next
      node = next
    }
    const last = path[path.length - 1]!
    const name = last === '' ? String(Object.keys(node).length) : last
    node[name] = combine(node[name], value)
  }
  return root
}
