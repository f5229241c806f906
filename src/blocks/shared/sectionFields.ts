import type { Field } from 'payload'

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
  {
    name: 'anchor',
    label: 'Ancre',
    type: 'text',
    admin: { description: 'Facultatif : un identifiant (lettres, chiffres, tirets) pour un lien direct vers la section, par ex. faq.' },
    validate: (value: string | null | undefined) =>
      !value || /^[a-z][a-z0-9-]*$/.test(value) || 'Lettres minuscules, chiffres et tirets seulement, en commençant par une lettre.',
  },
]

/** What sectionFields store, as the components read it. */
export type SectionData = {
  eyebrow?: string | null
  title?: string | null
  intro?: string | null
  tone?: 'white' | 'tint' | 'dark' | null
  anchor?: string | null
}
