/**
 * French typography for text shown to visitors: a narrow no-break space before ? ! ; (a no-break space
 * before :), inside « », between the digit groups of a number and before a unit (€, %, m², m), so that
 * no ? or » ever starts a line and no amount is split. Only spaces already typed are turned into
 * no-break ones, and a missing space before ? ! ; : « » is added; addresses (https://, 10:30) are left
 * as they are.
 */
const NNBSP = '\u202f'
const NBSP = '\u00a0'

export function frenchTypography(text: string): string {
  return (
    text
      // A space (or none) after a word or a closing bracket, before ? ! ;  →  narrow no-break space.
      .replace(/([\p{L}\p{N}»)’"]) ?([?!;])(?=\s|$|[)»"])/gu, `$1${NNBSP}$2`)
      // Before a colon that ends a word and is followed by a space or the end (not 10:30, not https:).
      .replace(/([\p{L}\p{N}»)’"]) ?:(?=\s|$)/gu, `$1${NBSP}:`)
      // Inside guillemets.
      .replace(/«[ \u00a0\u202f]?/g, `«${NBSP}`)
      .replace(/[ \u00a0\u202f]?»/g, `${NBSP}»`)
      // Digit groups of a number: 8 500, 12 000 000.
      .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NNBSP}`)
      // A number and its unit: 8 500 €, 30 %, 25 m², 1,80 m.
      .replace(/(\d) (?=(?:€|%|m²|m³|m|cm|mm|km|ans?|jours?|h)(?![\p{L}]))/gu, `$1${NNBSP}`)
  )
}

/** Keys whose strings are addresses, codes or identifiers, never prose. */
const notProse = new Set([
  'id',
  'blockType',
  'blockName',
  'href',
  'url',
  'anchor',
  'icon',
  'tone',
  'form',
  'slug',
  'filename',
  'mimeType',
  'type',
  'format',
  'version',
  'direction',
  'tag',
  'listType',
  'mode',
])

/** Every prose string of a document (blocks, rich text nodes), with French typography applied. */
export function withFrenchTypography<T>(value: T, key?: string): T {
  if (typeof value === 'string') return (key && notProse.has(key) ? value : frenchTypography(value)) as T
  if (Array.isArray(value)) return value.map((item) => withFrenchTypography(item)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, withFrenchTypography(inner, name)])) as T
  }
  return value
}
