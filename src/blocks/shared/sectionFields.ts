import type { Field } from 'payload'
import { anchorField } from './anchorField'

/** The heading every section block may carry, and its background. */
export const sectionFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'eyebrow', label: 'Surtitre', type: 'text' },
      { name: 'title', label: 'Titre de la section', type: 'text' },
      {
        name: 'tone',
        label: 'Fond',
        type: 'select',
        defaultValue: 'white',
        options: [
          { value: 'white', label: 'Blanc' },
          { value: 'tint', label: 'Teinté' },
          { value: 'dark', label: 'Sombre' },
        ],
      },
    ],
  },
  { name: 'intro', label: 'Introduction', type: 'textarea' },
  anchorField('Facultatif : un identifiant (lettres, chiffres, tirets) pour un lien direct vers la section, par ex. faq.'),
]

/** What sectionFields store, as the components read it. */
export type SectionData = {
  eyebrow?: string | null
  title?: string | null
  intro?: string | null
  tone?: 'white' | 'tint' | 'dark' | null
  anchor?: string | null
}
