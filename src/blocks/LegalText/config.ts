import { BlocksFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import type { Block } from 'payload'
import { validateRichText } from '@collections/validations/validateRichText'
import { CompanyFactInlineBlock } from '../shared/companyFactInline'
import { richTextFeatures } from '../shared/richTextFeatures'
import { textRowLabel } from '@/blocks/shared/rowLabels'

/**
 * A legal page's text: its h1, the date of its last revision and numbered sections. The date is the
 * editor's own, not the page's updatedAt, because it states when the terms changed, which a correction
 * of a typo or an autosave must not move.
 */
export const LegalTextBlock: Block = {
  slug: 'legalText',
  interfaceName: 'LegalTextBlock',
  labels: { singular: 'Texte juridique', plural: 'Textes juridiques' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'title', label: 'Titre (h1)', type: 'text', required: true },
        {
          name: 'updatedOn',
          label: 'Dernière mise à jour',
          type: 'date',
          required: true,
          admin: {
            date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' },
            description: 'La date de la dernière modification des conditions, affichée sous le titre.',
          },
        },
      ],
    },
    {
      name: 'sections',
      label: 'Articles',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Article', plural: 'Articles' },
      admin: {
        description:
          'Numérotés dans l’ordre. Insérez une donnée de l’entreprise (raison sociale, SIRET…) par le bloc « Donnée de l’entreprise » : elle suit les réglages du site.',
        components: { RowLabel: textRowLabel },
      },
      fields: [
        { name: 'title', label: 'Titre de l’article', type: 'text', required: true },
        {
          name: 'content',
          label: 'Texte',
          type: 'richText',
          required: true,
          validate: validateRichText,
          editor: lexicalEditor({
            features: ({ defaultFeatures }) => [
              ...richTextFeatures(defaultFeatures),
              BlocksFeature({ inlineBlocks: [CompanyFactInlineBlock] }),
            ],
          }),
        },
      ],
    },
  ],
}
