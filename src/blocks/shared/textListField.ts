import type { ArrayField, Field } from 'payload'
import { iconField } from './iconField'
import { textRowLabel } from '@/blocks/shared/rowLabels'

/**
 * A list of short texts (trust points, strong points, badges), each row named by its own words in the
 * admin; with `icon`, each text may have its own icon.
 */
export const textListField = (
  name: string,
  label: string,
  labels: { singular: string; plural: string },
  options: Partial<Pick<ArrayField, 'minRows' | 'maxRows'>> & { description?: string; icon?: boolean } = {},
): ArrayField => {
  const text: Field = { name: 'text', label: 'Texte', type: 'text', required: true }
  return {
    name,
    label,
    type: 'array',
    labels,
    ...(options.minRows !== undefined ? { minRows: options.minRows } : {}),
    ...(options.maxRows !== undefined ? { maxRows: options.maxRows } : {}),
    admin: {
      ...(options.description ? { description: options.description } : {}),
      components: { RowLabel: textRowLabel },
    },
    fields: options.icon ? [{ type: 'row', fields: [text, iconField()] }] : [text],
  }
}

/** The strong points of a card or a product. */
export const featuresField = () => textListField('features', 'Points forts', { singular: 'Point fort', plural: 'Points forts' })
