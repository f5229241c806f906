import type { FlattenedField, SanitizedCollectionConfig } from 'payload'
import { idPathsOf } from './idPathsOf'

/**
 * What a collection's fields accept in a `where`, by path, where PostgreSQL would fail (a 500 with the
 * query in the log) on a value of the wrong kind: ids are integers (idPathsOf), a select's values are its
 * options (an enum), a checkbox takes a boolean, a date no text search; a blocks field's content is not
 * queried from the API (each block is a table of its own, and Payload's join fails on most of them).
 */
export type WhereFields = {
  idPaths: ReadonlySet<string>
  options?: ReadonlyMap<string, ReadonlySet<string>>
  booleans?: ReadonlySet<string>
  dates?: ReadonlySet<string>
  /** Paths under which nothing is queried: the path itself and every path inside it. */
  closed?: ReadonlySet<string>
}

type Collected = { options: Map<string, Set<string>>; booleans: Set<string>; dates: Set<string>; closed: Set<string> }

function collect(found: Collected, fields: readonly FlattenedField[], prefix: string) {
  for (const field of fields) {
    const path = `${prefix}${field.name}`
    if (field.type === 'select' || field.type === 'radio') {
      const values = field.options.map((option) => (typeof option === 'string' ? option : option.value))
      found.options.set(path, new Set(values))
    } else if (field.type === 'checkbox') {
      found.booleans.add(path)
    } else if (field.type === 'date') {
      found.dates.add(path)
    } else if (field.type === 'blocks') {
      found.closed.add(path)
    } else if ('flattenedFields' in field) {
      // Groups, named tabs and arrays: Payload queries their fields by the dotted path.
      collect(found, field.flattenedFields, `${path}.`)
    }
  }
}

const known = new WeakMap<SanitizedCollectionConfig, WhereFields>()

/** The typed paths of a collection's `where`, from its configuration (read once per collection). */
export function whereFieldsOf(collection: SanitizedCollectionConfig): WhereFields {
  let fields = known.get(collection)
  if (!fields) {
    const found: Collected = { options: new Map(), booleans: new Set(), dates: new Set(), closed: new Set() }
    collect(found, collection.flattenedFields, '')
    fields = { idPaths: idPathsOf(collection), ...found }
    known.set(collection, fields)
  }
  return fields
}
