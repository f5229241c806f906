import type { Block } from 'payload'
import { linkGroup } from '../shared/linkFields'

/** The short band at the top of a form or utility page: a surtitle, the page's h1, one sentence and, if wanted, a button. */
export const PageIntroBlock: Block = {
  slug: 'pageIntro',
  interfaceName: 'PageIntroBlock',
  labels: { singular: 'En-tête simple', plural: 'En-têtes simples' },
  fields: [
    { name: 'eyebrow', label: 'Surtitre', type: 'text' },
    { name: 'title', label: 'Titre (h1)', type: 'text', required: true },
    { name: 'intro', label: 'Introduction', type: 'textarea' },
    linkGroup('button', 'Bouton', { icon: true }),
  ],
}
