import type { Block } from 'payload'
import { sectionFields } from '../shared/sectionFields'

/** The company's history from the Timeline collection, year by year, with its photos. */
export const TimelineBlock: Block = {
  slug: 'timeline',
  interfaceName: 'TimelineBlock',
  labels: { singular: 'Frise historique', plural: 'Frises historiques' },
  fields: [...sectionFields],
}
