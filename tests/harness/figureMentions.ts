/**
 * Where a text states one of the company's figures, and with which value: the check that every page
 * says the same thing as the site settings. Spaces are read loosely (plain, no-break, narrow no-break).
 */

export type FigureName =
  'projects' | 'years' | 'foundingYear' | 'satisfied' | 'valueGain' | 'responseDelay' | 'quoteDelay' | 'worksDuration'

export type FigureMention = { figure: FigureName; value: string; text: string }

const space = '[\\s\\u00a0\\u202f]'

/** Each figure's ways of being said; the first group is the value. */
const patterns: Record<FigureName, RegExp[]> = {
  projects: [new RegExp(`(?<![\\d\\p{L}])((?:\\d{1,3}(?:${space}\\d{3})+|\\d+)\\+?)${space}*(?:projets|combles, extensions)`, 'giu')],
  years: [new RegExp(`(\\d+\\+?)${space}*ans d[’']expérience`, 'giu')],
  foundingYear: [new RegExp(`(?:(?:familial|familiale|entreprise|famille)${space}+depuis|fondée en|créée en)${space}+(\\d{4})`, 'giu')],
  satisfied: [new RegExp(`(\\d+${space}*%)${space}*(?:de${space}+)?clients satisfaits`, 'giu')],
  valueGain: [
    new RegExp(
      `((?:jusqu[’']à${space}+)?\\+?\\d+(?:${space}*(?:à|-)${space}*\\d+)?${space}*%)${space}*(?:de${space}+)?(?:valeur|plus-value)`,
      'giu',
    ),
    new RegExp(`valorise[^.]{0,30}?(\\+?\\d+${space}*%)`, 'giu'),
  ],
  responseDelay: [new RegExp(`(?:sous|dans les)${space}+(\\d+[^,.;)]*?${space}*(?:h|heures))(?![\\p{L}])`, 'giu')],
  quoteDelay: [new RegExp(`devis(?:${space}+détaillé)?${space}+(?:sous|en)${space}+(\\d+${space}*(?:h|heures|jours?))`, 'giu')],
  worksDuration: [
    new RegExp(`travaux${space}+(?:en|durent)${space}+(?:de${space}+)?(\\d+[^,.;)]*?(?:jours|semaines))`, 'giu'),
    new RegExp(`(\\d+${space}*(?:à|-)${space}*\\d+${space}*(?:j|jours|semaines))${space}+de travaux`, 'giu'),
  ],
}

const loose = (value: string) => value.replace(/[\s\u00a0\u202f]+/g, ' ').trim()

/** Every figure the text states, with its value as written (spaces made plain). */
export function figureMentions(text: string): FigureMention[] {
  const found: FigureMention[] = []
  for (const [figure, expressions] of Object.entries(patterns) as [FigureName, RegExp[]][]) {
    for (const expression of expressions) {
      for (const match of text.matchAll(expression)) found.push({ figure, value: loose(match[1] ?? ''), text: loose(text) })
    }
  }
  return found
}

/** Keys of identifiers and settings, never read by a visitor. */
const notShown = new Set([
  'id',
  'blockType',
  'blockName',
  'icon',
  'tone',
  'form',
  'slug',
  'anchor',
  'href',
  'url',
  'createdAt',
  'updatedAt',
])

/**
 * The texts of a document as a visitor reads them: each string, and for each object its strings
 * joined (a figure card's "500+" and "projets réalisés" read as one statement).
 */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(textsOf)
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([key]) => !notShown.has(key))
      .map(([, entry]: [string, unknown]) => entry)
    const own = entries.filter((entry): entry is string => typeof entry === 'string')
    return [...(own.length > 1 ? [own.join(' ')] : []), ...entries.flatMap(textsOf)]
  }
  return []
}
