import { validOperatorSet } from 'payload/shared'
import type { WhereFields } from './whereFieldsOf'

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
  /**
   * Documents per page: the admin's lists show 100 at most, and it reads the titles of a list's relationships
   * 250 at a time (RelationshipProvider). `pagination=false` (every document) is refused.
   */
  limit: 250,
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
/** The conditions counted so far, and what the collection's fields accept (whereFieldsOf). */
type Tally = { conditions: number; fields: WhereFields }

/** How Payload reads a checkbox's value from a query string (sanitizeQueryValue). */
const booleanValues = new Set<Primitive>([true, false, 'true', 'false', '1', '0'])
/** Operators that compare values (as opposed to `exists`, or the searches). */
const nonValueOperators = new Set(['exists', ...searchOperators])

const MAX_ID = 2_147_483_647
/** A value Payload hands to PostgreSQL for an integer id column unchanged: anything else is a 500 there. */
const isIdValue = (value: Primitive) =>
  value === null || value === '' || value === 'null' || (/^\d{1,10}$/.test(String(value)) && Number(value) <= MAX_ID)

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isPrimitive = (value: unknown): value is Primitive => value === null || ['string', 'number', 'boolean'].includes(typeof value)
/** An array as qs or JSON gives it: an array, or an object keyed by indexes. */
const itemsOf = (value: unknown): unknown[] | null =>
  Array.isArray(value) ? value : isObject(value) && Object.keys(value).every((key) => /^\d+$/.test(key)) ? Object.values(value) : null

/** A value's kind against its field: an option of a select, a boolean of a checkbox, no text search on either or on a date. */
function typedRefusal(key: string, operator: string, values: readonly Primitive[], fields: WhereFields): string | null {
  const options = fields.options?.get(key)
  const isBoolean = fields.booleans?.has(key) ?? false
  if (searchOperators.has(operator) && (options || isBoolean || fields.dates?.has(key)))
    return malformed(`le champ ${quoted(key)} ne se filtre pas par ${quoted(operator)}.`)
  if (nonValueOperators.has(operator)) return null
  const wrong = values.find((value) => (options ? !options.has(String(value)) : isBoolean && !booleanValues.has(value)))
  if (wrong === undefined) return null
  return malformed(`${quoted(String(wrong))} n’est pas une valeur de ${quoted(key)}.`)
}

function operandRefusal(key: string, operator: string, operand: unknown, fields: WhereFields): string | null {
  const holdsIds = fields.idPaths.has(key)
  if (searchOperators.has(operator) && !holdsIds) {
    const typed = typedRefusal(key, operator, [], fields)
    if (typed) return typed
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
  return typedRefusal(key, operator, values, fields)
}

/** Whether a path is, or lies inside, a field that is not queried (a blocks field's content). */
const isClosed = (key: string, closed: ReadonlySet<string> | undefined) =>
  closed !== undefined && [...closed].some((path) => key === path || key.startsWith(`${path}.`))

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
    if (isClosed(key, tally.fields.closed)) return refused(`le champ ${quoted(key)} ne peut pas servir de filtre.`)
    if (!isObject(value) || Object.keys(value).length === 0)
      return malformed(`le champ ${quoted(key)} attend un opérateur, par exemple ${quoted('equals')}.`)
    for (const [operator, operand] of Object.entries(value)) {
      if (!(validOperatorSet as ReadonlySet<string>).has(operator)) return malformed(`opérateur ${quoted(operator)} inconnu.`)
      if (geoOperators.has(operator)) return refused(`l’opérateur ${quoted(operator)} n’est pas pris en charge ici.`)
      tally.conditions++
      if (tally.conditions > publicQueryLimits.conditions) return refused(`${publicQueryLimits.conditions}${nbsp}conditions au plus.`)
      const refusal = operandRefusal(key, operator, operand, tally.fields)
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
  // Payload reads `limit=0` as every document.
  if (name === 'limit' && (Number(value) < 1 || Number(value) > publicQueryLimits.limit))
    return refused(`${quoted('limit')} vaut de 1 à ${publicQueryLimits.limit}.`)
  return null
}

/** Whether a parsed query holds a NUL anywhere: PostgreSQL refuses it in text (a 500 with the query in the log). */
const holdsNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes('\u0000')
    : typeof value === 'object' && value !== null && Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item))

/**
 * Why a query on a public collection or global is refused, in French, or null when it is within the
 * limits. Judges the query as Payload reads it (parseQueryString); `where` may also come as JSON text.
 * `fields` says what the collection's fields accept (whereFieldsOf): ids are integers, a select's values its
 * options, a checkbox's a boolean; a blocks field's content is not queried.
 */
export function publicQueryRefusal(query: Record<string, unknown>, fields: WhereFields = { idPaths: new Set(['id']) }): string | null {
  if (holdsNul(query)) return malformed(`caractère nul interdit.`)
  for (const name of ['limit', 'page', 'depth'] as const) {
    const refusal = numberRefusal(name, query[name])
    if (refusal) return refusal
  }
  if (query.pagination === 'false' || query.pagination === false)
    return refused(
      `${quoted('pagination=false')} n’est pas permis ici${nbsp}: ${publicQueryLimits.limit}${nbsp}documents par page au plus.`,
    )
  let where: unknown = query.where
  if (where === undefined || where === '') return null
  if (typeof where === 'string') {
    try {
      where = JSON.parse(where)
    } catch {
      return malformed(`le filtre ${quoted('where')} n’est pas un JSON valide.`)
    }
  }
  return whereRefusal(where, 0, { conditions: 0, fields })
}
