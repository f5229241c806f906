/**
 * French typography for text shown to visitors: a narrow no-break space before ? ! ; : and inside « », between
 * the digit groups of a number and before a unit (€, %, m², m, h), so that no ? or » ever starts a line and
 * no amount is split. Missing spaces are added where French requires them ("8500€" → "8 500 €", "24h" →
 * "24 h", "+30%" → "+30 %", "1.80m" → "1,80 m"); addresses (https://, 10:30) and years (2024) are left as they are.
 */
const NNBSP = '\u202f'

/** The units a number keeps on its line, longest first where one starts another. */
const units = '(?:€|%|m²|m³|mm|cm|km|m|ans?|jours?|h)(?![\\p{L}\\d])'

export function frenchTypography(text: string): string {
  return (
    text
      // A space (or none) after a word or a closing bracket, before ? ! ; :  →  narrow no-break space
      // (a colon only when a space or the end follows it: not 10:30, not https:).
      .replace(/([\p{L}\p{N}»)’"]) ?([?!;])(?=\s|$|[)»"])/gu, `$1${NNBSP}$2`)
      .replace(/([\p{L}\p{N}»)’"])[ \u00a0]?:(?=\s|$)/gu, `$1${NNBSP}:`)
      // Inside guillemets.
      .replace(/«[ \u00a0\u202f]?/g, `«${NNBSP}`)
      .replace(/[ \u00a0\u202f]?»/g, `${NNBSP}»`)
      // A decimal point before a unit is a comma in French: 1.80m → 1,80m (then 1,80 m below).
      .replace(new RegExp(`(\\d)\\.(\\d+) ?(?=${units})`, 'gu'), '$1,$2 ')
      // Hours and minutes: 10h30 → 10 h 30.
      .replace(/(\d) ?h ?(\d{2})(?!\d)/g, `$1${NNBSP}h${NNBSP}$2`)
      // A number written without its groups before a unit or a "+": 8500€ → 8 500€, 3000+ → 3 000+.
      .replace(new RegExp(`(?<![\\d,.])(\\d{1,3})(\\d{3})(?= ?(?:\\+|${units}))`, 'gu'), `$1${NNBSP}$2`)
      // Digit groups of a number: 8 500, 12 000 000.
      .replace(/(\d) (?=\d{3}(?!\d))/g, `$1${NNBSP}`)
      // A number and its unit, with or without a space typed: 8 500 €, 30 %, 25 m², 1,80 m, 24 h.
      .replace(new RegExp(`(\\d)[ \u00a0]?(?=${units})`, 'gu'), `$1${NNBSP}`)
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
  'videoId',
  'videoChannelUrl',
  'email',
  'phone',
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
