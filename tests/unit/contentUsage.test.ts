import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { holdsRichText, inUseRefusal, referencePaths, textNames, usedAt } from '@/rules/contentUsage'

const hero: Block = {
  slug: 'hero',
  labels: { singular: 'Bandeau', plural: 'Bandeaux' },
  fields: [{ name: 'image', label: 'Photo', type: 'upload', relationTo: 'media' }],
}
const fields: Field[] = [
  { name: 'title', type: 'text' },
  {
    type: 'row',
    fields: [
      { name: 'beforeImage', label: 'Photo avant', type: 'upload', relationTo: 'media' },
      { name: 'afterImage', label: 'Photo après', type: 'upload', relationTo: 'media' },
    ],
  },
  { name: 'gallery', label: 'Galerie', type: 'upload', relationTo: 'media', hasMany: true },
  { name: 'layout', label: 'Mise en page', type: 'blocks', blocks: [hero] },
  {
    name: 'to',
    type: 'group',
    label: false,
    fields: [{ name: 'reference', label: 'Destination', type: 'relationship', relationTo: ['pages', 'media'] }],
  },
  {
    type: 'tabs',
    tabs: [{ name: 'meta', label: 'SEO', fields: [{ name: 'image', label: 'Image de partage', type: 'upload', relationTo: 'media' }] }],
  },
  { name: 'author', type: 'relationship', relationTo: 'users' },
]

describe('where a document is used', () => {
  it('finds every field naming the collection, at any depth, from the configuration', () => {
    expect(referencePaths(fields, 'media')).toEqual([
      { path: 'beforeImage', label: 'Photo avant', polymorphic: false },
      { path: 'afterImage', label: 'Photo après', polymorphic: false },
      { path: 'gallery', label: 'Galerie', polymorphic: false },
      { path: 'layout.image', label: 'Mise en page › Bandeau › Photo', polymorphic: false },
      { path: 'to.reference', label: 'Destination', polymorphic: true },
      { path: 'meta.image', label: 'SEO › Image de partage', polymorphic: false },
    ])
    expect(referencePaths(fields, 'users')).toEqual([{ path: 'author', label: 'author', polymorphic: false }])
  })

  it('names the fields of one document that hold the id, each once', () => {
    const doc = {
      afterImage: 7,
      gallery: [3, 7],
      layout: [
        { blockType: 'hero', image: 7 },
        { blockType: 'hero', image: 7 },
      ],
      to: { reference: { relationTo: 'pages', value: 7 } },
      meta: { image: { id: 7 } },
    }
    expect(usedAt(fields, doc, 'media', 7)).toEqual(['Photo après', 'Galerie', 'Mise en page › Bandeau › Photo', 'SEO › Image de partage'])
    expect(usedAt(fields, doc, 'pages', 7)).toEqual(['Destination'])
    expect(usedAt(fields, doc, 'media', 8)).toEqual([])
  })

  it('says where in French, the first ten places then how many more', () => {
    expect(inUseRefusal('Cette image', [{ kind: 'projet', title: 'Combles à Douai', fields: ['Photo après'] }])).toBe(
      'Cette image est utilisée par\u00a0: projet «\u00a0Combles à Douai\u00a0» (Photo après). Retirez-la d’abord.',
    )
    const many = Array.from({ length: 12 }, (_, index) => ({ kind: 'page', title: `P${index}`, fields: [] }))
    expect(inUseRefusal('Cette image', many)).toMatch(/page «\u00a0P9\u00a0» et 2 autres\. Retirez-la d’abord\.$/)
  })
})

describe('what a rich text names', () => {
  const upload = { type: 'upload', relationTo: 'media', value: 12 }
  const link = { type: 'link', fields: { linkType: 'internal', doc: { relationTo: 'pages', value: { id: 7, title: 'Contact' } } } }
  const text = { root: { type: 'root', children: [{ type: 'paragraph', children: [link] }, upload] } }

  it('finds an image put in the text and a document an internal link leads to, at any depth', () => {
    expect(textNames(text, 'media', 12)).toBe(true)
    expect(textNames(text, 'pages', 7)).toBe(true)
    expect(textNames(text, 'media', 7)).toBe(false)
    expect(textNames(text, 'pages', 12)).toBe(false)
    expect(textNames(null, 'media', 12)).toBe(false)
  })

  it('names the text field where it is used, and tells which fields hold a text', () => {
    const fields: Field[] = [{ name: 'body', label: 'Texte', type: 'richText' }]
    expect(usedAt(fields, { body: text }, 'media', 12)).toEqual(['Texte'])
    expect(holdsRichText(fields)).toBe(true)
    expect(holdsRichText([{ name: 'title', type: 'text' }])).toBe(false)
    expect(holdsRichText([{ name: 'layout', type: 'blocks', blocks: [{ slug: 'texte', fields }] }])).toBe(true)
  })
})
