import type { Field, GroupField } from 'payload'
import type { ButtonIcon } from '@/components/ui/ButtonLink'
import { validateLink } from '@collections/validations/validateLink'

const buttonIconOptions: { value: ButtonIcon; label: string }[] = [
  { value: 'arrow', label: 'Flèche après le texte' },
  { value: 'phone', label: 'Téléphone avant le texte' },
]

/**
 * A button: its words and where it leads (a path of the site such as /etude-gratuite, an anchor, an https address, tel: or mailto:),
 * with, if asked, the choice of a pictogram beside its words.
 */
export const linkGroup = (name: string, label: string, options: { icon?: boolean } = {}): GroupField => {
  const fields: Field[] = [
    { name: 'label', label: 'Texte du bouton', type: 'text' },
    {
      name: 'href',
      label: 'Lien',
      type: 'text',
      validate: validateLink(['path', 'anchor', 'https', 'tel', 'mailto']),
      admin: {
        description:
          'Une page du site (/etude-gratuite), une section de cette page (#faq), une adresse https://, un numéro (tel:0322000000) ou un e-mail (mailto:contact@…). Vide\u00a0: pas de bouton.',
      },
    },
  ]
  if (options.icon) fields.push({ name: 'icon', label: 'Pictogramme', type: 'select', options: buttonIconOptions })
  return { name, label, type: 'group', fields: [{ type: 'row', fields }] }
}

export type LinkData = { label?: string | null; href?: string | null; icon?: ButtonIcon | null } | null | undefined

export type FilledLink = { label: string; href: string; icon?: ButtonIcon }

/** A link whose words and target are both filled, or nothing. */
export function linkOf(link: LinkData): FilledLink | undefined {
  return link?.label && link.href ? { label: link.label, href: link.href, icon: link.icon ?? undefined } : undefined
}
