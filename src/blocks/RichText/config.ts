import type { Block } from 'payload'
import { validateRichText } from '@collections/validations/validateRichText'
import { sectionFields } from '../shared/sectionFields'

/** Free text written in the editor: paragraphs, headings, lists and links. */
export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Texte', plural: 'Textes' },
  fields: [...sectionFields, { name: 'content', label: 'Contenu', type: 'richText', required: true, validate: validateRichText }],
}
