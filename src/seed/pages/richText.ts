import type { CompanyFact } from '@/blocks/shared/companyFacts'

/**
 * Lexical documents written by hand for the seed, as the editor saves them: paragraphs of text and company
 * details, bullet lists.
 */

type Inline = string | { fact: CompanyFact }

const textNode = (text: string) => ({ type: 'text', text, detail: 0, format: 0, mode: 'normal', style: '', version: 1 })

const inlineNode = (part: Inline, key: string) =>
  typeof part === 'string'
    ? textNode(part)
    : { type: 'inlineBlock', version: 1, fields: { id: key, blockType: 'companyFact', blockName: '', fact: part.fact } }

const element = { direction: 'ltr' as const, format: '' as const, indent: 0, version: 1 }

/** A company detail inside a paragraph, shown from the site settings. */
export const fact = (name: CompanyFact): Inline => ({ fact: name })

/** A paragraph of text runs and company details; `key` makes the inline blocks' ids stable across seeds. */
export const paragraph =
  (...parts: Inline[]) =>
  (key: string) => ({
    type: 'paragraph',
    ...element,
    textFormat: 0,
    textStyle: '',
    children: parts.map((part, index) => inlineNode(part, `${key}${String(index).padStart(2, '0')}`)),
  })

export const bulletList = (items: readonly string[]) => () => ({
  type: 'list',
  ...element,
  listType: 'bullet',
  start: 1,
  tag: 'ul',
  children: items.map((item, index) => ({ type: 'listitem', ...element, value: index + 1, children: [textNode(item)] })),
})

type LexicalNode = { type: string; version: number; [key: string]: unknown }
type NodeOf = (key: string) => LexicalNode

/** A whole document; `key` prefixes the ids of its inline blocks. */
export const richText = (key: string, ...nodes: NodeOf[]) => ({
  root: { type: 'root', ...element, children: nodes.map((node, index) => node(`${key}${String(index).padStart(2, '0')}`)) },
})
