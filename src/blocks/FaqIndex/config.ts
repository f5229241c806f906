import type { Block } from 'payload'
import { sectionFields } from '../shared/sectionFields'

/**
 * Every question of the site in one place: the FAQ blocks of the published pages, grouped by page.
 * The questions are edited on their own pages; this block only gathers them.
 */
export const FaqIndexBlock: Block = {
  slug: 'faqIndex',
  interfaceName: 'FaqIndexBlock',
  labels: {
    singular: 'Toutes les questions du site (reprises des blocs « Questions fréquentes » des pages)',
    plural: 'Toutes les questions du site',
  },
  fields: sectionFields,
}
