import type { GroupField } from 'payload'

/** A button: its words and where it leads (a path of the site such as /etude-gratuite, or a full address). */
export const linkGroup = (name: string, label: string): GroupField => ({
  name,
  label,
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', label: 'Texte du bouton', type: 'text' },
        {
          name: 'href',
          label: 'Lien',
          type: 'text',
          validate: (value: string | null | undefined) =>
            !value ||
            /^(\/|https:\/\/|tel:|mailto:|#)/.test(value) ||
            'Indiquez un chemin du site (/contact) ou une adresse complète (https://…).',
        },
      ],
    },
  ],
})

export type LinkData = { label?: string | null; href?: string | null } | null | undefined

/** A link whose words and target are both filled, or nothing. */
export function linkOf(link: LinkData): { label: string; href: string } | undefined {
  return link?.label && link.href ? { label: link.label, href: link.href } : undefined
}
