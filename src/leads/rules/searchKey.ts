/** Letters that unaccent spells out in two: the search must spell them the same way. */
const spelledOut: Record<string, string> = { œ: 'oe', Œ: 'oe', æ: 'ae', Æ: 'ae', ß: 'ss' }

/**
 * A typed search as leads.search_text stores names and e-mails: without accents and in lower case, so
 * that 'LEFÈVRE' finds 'Lefèvre' and 'elodie' finds 'Élodie'. The database side is PostgreSQL's
 * unaccent then lower (function lead_search_text); an integration test keeps the two in step on the
 * letters of French. Spaces are kept: each word is looked for on its own.
 */
export function searchKey(search: string): string {
  return search
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[œŒæÆß]/g, (letter) => spelledOut[letter] ?? letter)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}
