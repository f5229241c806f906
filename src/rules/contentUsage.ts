import type { Block, Field } from 'payload'

/** A field that names a document of the target collection: its query path and its label in words. */
export type ReferencePath = { path: string; label: string; polymorphic: boolean }

// A field's label in words; `label: false` (a group shown without a title) adds nothing to the path.
const labelOf = (field: object): string =>
  'label' in field && typeof field.label === 'string'
    ? field.label
    : 'label' in field && field.label === false
      ? ''
      : 'name' in field && typeof field.name === 'string'
        ? field.name
        : ''

const joinLabels = (...labels: string[]) => labels.filter(Boolean).join(' › ')

const targets = (relationTo: string | string[], slug: string) =>
  Array.isArray(relationTo) ? relationTo.includes(slug) : relationTo === slug

const blocksOf = (field: { blocks?: Block[]; blockReferences?: (string | Block)[] }, blocks: Block[]): Block[] =>
  field.blockReferences
    ? field.blockReferences
        .map((each) => (typeof each === 'string' ? blocks.find((block) => block.slug === each) : each))
        .filter((each): each is Block => Boolean(each))
    : (field.blocks ?? [])

/**
 * Every upload or relationship field, at any depth (groups, tabs, rows, arrays, blocks), that can name a
 * document of `slug`, read from the configuration: a new field is found without a list to keep up to date.
 */
export function referencePaths(fields: Field[], slug: string, blocks: Block[] = [], prefix = '', labelPrefix = ''): ReferencePath[] {
  const found: ReferencePath[] = []
  for (const field of fields) {
    const named = 'name' in field && typeof field.name === 'string' && field.name !== ''
    const path = named ? `${prefix}${field.name}` : prefix.replace(/\.$/, '')
    const label = joinLabels(labelPrefix, labelOf(field))
    switch (field.type) {
      case 'upload':
      case 'relationship':
        if (targets(field.relationTo, slug)) found.push({ path, label, polymorphic: Array.isArray(field.relationTo) })
        break
      case 'group':
      case 'array':
        found.push(...referencePaths(field.fields, slug, blocks, named ? `${path}.` : prefix, label))
        break
      case 'row':
      case 'collapsible':
        found.push(...referencePaths(field.fields, slug, blocks, prefix, labelPrefix))
        break
      case 'tabs':
        for (const tab of field.tabs) {
          const tabName = 'name' in tab && tab.name ? tab.name : ''
          found.push(
            ...referencePaths(
              tab.fields,
              slug,
              blocks,
              tabName ? `${prefix}${tabName}.` : prefix,
              tabName ? joinLabels(labelPrefix, labelOf(tab)) : labelPrefix,
            ),
          )
        }
        break
      case 'blocks':
        for (const block of blocksOf(field, blocks))
          found.push(
            ...referencePaths(
              block.fields,
              slug,
              blocks,
              `${path}.`,
              joinLabels(label, typeof block.labels?.singular === 'string' ? block.labels.singular : block.slug),
            ),
          )
        break
      default:
        break
    }
  }
  // A field shared by several blocks is one query path (Payload looks in every block that has it).
  return found
}

const idOf = (value: unknown, slug: string): unknown => {
  if (typeof value !== 'object' || value === null) return value
  if ('relationTo' in value && 'value' in value) return value.relationTo === slug ? idOf(value.value, slug) : undefined
  return 'id' in value ? value.id : undefined
}

const refersTo = (value: unknown, slug: string, id: number | string) =>
  (Array.isArray(value) ? value : [value]).some((each) => String(idOf(each, slug)) === String(id))

/**
 * Whether a rich text (Lexical's saved JSON) names document `id` of `slug`: an image or a document put in the text, or an
 * internal link to it, each saved as `{ relationTo, value }` somewhere in its nodes.
 */
export function textNames(value: unknown, slug: string, id: number | string): boolean {
  if (typeof value !== 'object' || value === null) return false
  if (Array.isArray(value)) return value.some((each) => textNames(each, slug, id))
  if ('relationTo' in value && 'value' in value && value.relationTo === slug && refersTo(value, slug, id)) return true
  return Object.values(value).some((each) => textNames(each, slug, id))
}

/** Whether fields hold a rich text at any depth: its documents are read whole to find what the text names. */
export function holdsRichText(fields: Field[], blocks: Block[] = []): boolean {
  return fields.some((field) => {
    switch (field.type) {
      case 'richText':
        return true
      case 'group':
      case 'array':
      case 'row':
      case 'collapsible':
        return holdsRichText(field.fields, blocks)
      case 'tabs':
        return field.tabs.some((tab) => holdsRichText(tab.fields, blocks))
      case 'blocks':
        return blocksOf(field, blocks).some((block) => holdsRichText(block.fields, blocks))
      default:
        return false
    }
  })
}

/**
 * Where a document (its data, at any depth) names document `id` of `slug`: the labels of the fields, in
 * words (« Photo après », « Mise en page › Bloc Hero › Photo »), each once.
 */
export function usedAt(
  fields: Field[],
  data: unknown,
  slug: string,
  id: number | string,
  blocks: Block[] = [],
  labelPrefix = '',
): string[] {
  if (typeof data !== 'object' || data === null) return []
  const record = data as Record<string, unknown>
  const found = new Set<string>()
  for (const field of fields) {
    const named = 'name' in field && typeof field.name === 'string' && field.name !== ''
    const value = named ? record[field.name] : record
    const label = joinLabels(labelPrefix, labelOf(field))
    const add = (labels: string[]) => labels.forEach((each) => found.add(each))
    switch (field.type) {
      case 'upload':
      case 'relationship':
        if (targets(field.relationTo, slug) && refersTo(value, slug, id)) found.add(label)
        break
      case 'richText':
        if (textNames(value, slug, id)) found.add(label)
        break
      case 'group':
        add(usedAt(field.fields, value, slug, id, blocks, label))
        break
      case 'array':
        for (const row of Array.isArray(value) ? value : []) add(usedAt(field.fields, row, slug, id, blocks, label))
        break
      case 'row':
      case 'collapsible':
        add(usedAt(field.fields, record, slug, id, blocks, labelPrefix))
        break
      case 'tabs':
        for (const tab of field.tabs) {
          const tabName = 'name' in tab && tab.name ? tab.name : ''
          add(
            usedAt(
              tab.fields,
              tabName ? record[tabName] : record,
              slug,
              id,
              blocks,
              tabName ? joinLabels(labelPrefix, labelOf(tab)) : labelPrefix,
            ),
          )
        }
        break
      case 'blocks':
        for (const row of Array.isArray(value) ? value : []) {
          const block = blocksOf(field, blocks).find((each) => each.slug === (row as { blockType?: string } | null)?.blockType)
          if (block)
            add(
              usedAt(
                block.fields,
                row,
                slug,
                id,
                blocks,
                joinLabels(label, typeof block.labels?.singular === 'string' ? block.labels.singular : block.slug),
              ),
            )
        }
        break
      default:
        break
    }
  }
  return [...found]
}

/** One place a document is used: « projet « Combles à Douai » (Photo après) ». */
export type Usage = { kind: string; title: string | null; fields: string[] }

/**
 * The refusal an editor reads when deleting what is in use, naming each place (the first ten, then how
 * many more), agreed with the subject: « Cette image est utilisée par : projet « Combles à Douai » (Photo
 * après). Retirez-la d’abord. », « Ce projet est utilisé par : … Retirez-le d’abord. »
 */
export function inUseRefusal(subject: string, usages: Usage[], feminine = true): string {
  const places = usages.map(
    (usage) =>
      `${usage.kind}${usage.title ? ` «\u00a0${usage.title}\u00a0»` : ''}${usage.fields.length ? ` (${usage.fields.join(', ')})` : ''}`,
  )
  const shown = places.slice(0, 10).join(' ; ')
  const more = places.length > 10 ? ` et ${places.length - 10} autre${places.length - 10 > 1 ? 's' : ''}` : ''
  return `${subject} est ${feminine ? 'utilisée' : 'utilisé'} par\u00a0: ${shown}${more}. Retirez-${feminine ? 'la' : 'le'} d’abord.`
}
