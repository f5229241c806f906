import { validOperatorSet } from 'payload/shared'

/**
 * Limits of a query on the public collections and globals. A query costs the server in proportion to
 * its conditions, and a `like` runs one ILIKE per word: unbounded, a single anonymous request held the
 * event loop for a second.
 */
export const publicQueryLimits = {
  /** Leaf conditions (a field and an operator) in `where`. */
  conditions: 20,
  /** Levels of `and` / `or`. */
  nesting: 3,
  /** Words and characters of a `like`, `not_like` or `contains` term. */
  searchWords: 10,
  searchCharacters: 200,
  /** Values of an `in`, `not_in` or `all` list. */
  listValues: 100,
  /** Relationship depth (Payload's default is 2). */
  depth: 3,
} as const

const nbsp = '\u00a0'
const quoted = (text: string) => `«${nbsp}${text.slice(0, 60)}${nbsp}»`
const malformed = (detail: string) => `Requête mal formée${nbsp}: ${detail}`
const refused = (detail: string) => `Requête refusée${nbsp}: ${detail}`

/** Operators of point fields: none of the public collections has one. */
const geoOperators = new Set(['near', 'within', 'intersects'])
const searchOperators = new Set(['like', 'not_like', 'contains'])
const listOperators = new Set(['in', 'not_in', 'all'])
/** Payload's own rule for a queried field path. */
const fieldPath = /^\w+(?:\.\w+)*$/

type Primitive = string | number | boolean | null
/** The conditions counted so far, and the field paths that hold document ids (PostgreSQL integers). */
type Tally = { conditions: number; idPaths: ReadonlySet<string> }

const MAX_ID = 2_147_483_647
/** A value Payload hands to PostgreSQL for an integer id column unchanged: anything else is a 500 there. */
const isIdValue = (value: Primitive) =>
  value === null || value === '' || value === 'null' || (/^\d{1,10}$/.test(String(value)) && Number(value) <= MAX_ID)

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isPrimitive = (value: unknown): value is Primitive => value === null || ['string', 'number', 'boolean'].includes(typeof value)
/** An array as qs or JSON gives it: an array, or an object keyed by indexes. */
const itemsOf = (value: unknown): unknown[] | null =>
  Array.isArray(value) ? value : isObject(value) && Object.keys(value).every((key) => /^\d+$/.test(key)) ? Object.values(value) : null

function operandRefusal(operator: string, operand: unknown, holdsIds: boolean): string | null {
  if (searchOperators.has(operator) && !holdsIds) {
    if (!isPrimitive(operand) || operand === null) return malformed(`${quoted(operator)} attend un seul terme.`)
    const term = String(operand)
    const words = term.split(/\s+/).filter(Boolean).length
    if (term.length > publicQueryLimits.searchCharacters || words > publicQueryLimits.searchWords) {
      return refused(
        `une recherche ${quoted(operator)} compte ${publicQueryLimits.searchWords}${nbsp}mots et ${publicQueryLimits.searchCharacters}${nbsp}caractères au plus.`,
      )
    }
    return null
  }
  const items = isPrimitive(operand) ? [operand] : itemsOf(operand)
  if (!items || !items.every(isPrimitive)) return malformed(`valeur invalide pour ${quoted(operator)}.`)
  // Payload splits a list given as text on its commas.
  const values = listOperators.has(operator)
    ? items.flatMap((item): Primitive[] => (typeof item === 'string' ? item.split(',') : [item]))
    : items
  if (values.length > publicQueryLimits.listValues)
    return refused(`une liste compte ${publicQueryLimits.listValues}${nbsp}valeurs au plus.`)
  if (holdsIds && operator !== 'exists' && !values.every(isIdValue)) return malformed(`un identifiant est un nombre entier.`)
  return null
}

function whereRefusal(where: unknown, level: number, tally: Tally): string | null {
  if (!isObject(where)) return malformed(`le filtre ${quoted('where')} doit être un objet.`)
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      if (level >= publicQueryLimits.nesting)
        return refused(`${publicQueryLimits.nesting}${nbsp}niveaux de ${quoted('and')} ou ${quoted('or')} au plus.`)
      const items = itemsOf(value)
      if (!items) return malformed(`${quoted(key)} attend une liste de conditions.`)
      for (const item of items) {
        const refusal = whereRefusal(item, level + 1, tally)
        if (refusal) return refusal
      }
      continue
    }
    if (!fieldPath.test(key)) return malformed(`champ ${quoted(key)} invalide.`)
    if (!isObject(value) || Object.keys(value).length === 0)
      return malformed(`le champ ${quoted(key)} attend un opérateur, par exemple ${quoted('equals')}.`)
    for (const [operator, operand] of Object.entries(value)) {
      if (!(validOperatorSet as ReadonlySet<string>).has(operator)) return malformed(`opérateur ${quoted(operator)} inconnu.`)
      if (geoOperators.has(operator)) return refused(`l’opérateur ${quoted(operator)} n’est pas pris en charge ici.`)
      tally.conditions++
      if (tally.conditions > publicQueryLimits.conditions) return refused(`${publicQueryLimits.conditions}${nbsp}conditions au plus.`)
      const refusal = operandRefusal(operator, operand, tally.idPaths.has(key))
      if (refusal) return refusal
    }
  }
  return null
}

const wholeNumber = /^\d{1,6}$/

function numberRefusal(name: 'limit' | 'page' | 'depth', value: unknown): string | null {
  if (value === undefined) return null
  if (typeof value !== 'string' || !wholeNumber.test(value)) return malformed(`${quoted(name)} doit être un nombre entier positif.`)
  if (name === 'page' && Number(value) < 1) return malformed(`${quoted('page')} commence à 1.`)
  if (name === 'depth' && Number(value) > publicQueryLimits.depth)
    return refused(`${quoted('depth')} vaut ${publicQueryLimits.depth} au plus.`)
  return null
}

/**
 * Why a query on a public collection or global is refused, in French, or null when it is within the
 * limits. Judges the query as Payload reads it (parseQueryString); `where` may also come as JSON text.
 * `idPaths` are the fields that hold document ids (idPathsOf): their values must be integers.
 */
export function publicQueryRefusal(query: Record<string, unknown>, idPaths: ReadonlySet<string> = new Set(['id'])): string | null {
  for (const name of ['limit', 'page', 'depth'] as const) {
    const refusal = numberRefusal(name, query[name])
    if (refusal) return refusal
  }
  let where: unknown = query.where
  if (where === undefined || where === '') return null
  if (typeof where === 'string') {
    try {
      where = JSON.parse(where)
    } catch {
      return malformed(`le filtre ${quoted('where')} n’est pas un JSON valide.`)
    }
  }
  return whereRefusal(where, 0, { conditions: 0, idPaths })
}
