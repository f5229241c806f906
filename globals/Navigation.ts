import type { Field, GlobalConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { hasRole } from '@/access/hasRole'
import { itemRowLabel } from '@/admin/itemRowLabel'
import { slugs } from '../collections/slugs'
import { validateLink } from '../collections/validations/validateLink'
import { cacheTags } from '@/data/cacheTags'
import { revalidateGlobalTagsOf } from '../collections/hooks/revalidateTagsOf'

/** The menu only leads to the site's own pages. */
const sitePath = validateLink(['path'])

const name: Field = { name: 'name', label: 'Texte', type: 'text', required: true }
const route: Field = { name: 'route', label: 'Adresse', type: 'text', required: true, validate: sitePath }
const description: Field = { name: 'description', label: 'Description', type: 'text' }

/**
 * The site's menu (a dropdown per group on large screens, collapsible groups on phones) and the links
 * of the footer: groups with a footer title come back as a column of the footer.
 */
export const Navigation: GlobalConfig = {
  slug: slugs.navigation,
  label: 'Menu du site',
  admin: { group: 'Contenu', description: 'Les rubriques du menu en haut de chaque page, et les liens du pied de page.' },
  hooks: { afterChange: revalidateGlobalTagsOf([cacheTags.navigation]) },
  access: { read: anyone, update: hasRole('admin', 'editor') },
  fields: [
    {
      name: 'groups',
      label: 'Rubriques',
      type: 'array',
      labels: { singular: 'Rubrique', plural: 'Rubriques' },
      minRows: 1,
      maxRows: 6,
      admin: { components: { RowLabel: itemRowLabel('name', 'Rubrique') } },
      fields: [
        { name: 'name', label: 'Nom de la rubrique', type: 'text', required: true },
        {
          name: 'items',
          label: 'Liens',
          type: 'array',
          labels: { singular: 'Lien', plural: 'Liens' },
          minRows: 1,
          admin: { components: { RowLabel: itemRowLabel('name', 'Lien') } },
          fields: [
            { type: 'row', fields: [name, route] },
            { type: 'row', fields: [{ name: 'badge', label: 'Pastille', type: 'text' }, description] },
          ],
        },
        {
          name: 'cta',
          label: 'Lien mis en avant au bas de la rubrique',
          type: 'group',
          admin: { description: 'Facultatif : laissez le texte vide pour n’en afficher aucun.' },
          fields: [
            {
              type: 'row',
              fields: [
                { ...name, required: false },
                { ...route, required: false },
              ],
            },
            description,
          ],
        },
        {
          name: 'footerTitle',
          label: 'Titre de la colonne dans le pied de page',
          type: 'text',
          admin: { description: 'Vide : la rubrique n’est pas reprise dans le pied de page.' },
        },
        {
          name: 'footerSoon',
          label: 'Entrées à venir (pied de page, sans lien, marquées « Bientôt »)',
          type: 'array',
          labels: { singular: 'Entrée', plural: 'Entrées' },
          admin: { components: { RowLabel: itemRowLabel('name', 'Entrée') } },
          fields: [name],
        },
      ],
    },
    {
      name: 'legalLinks',
      label: 'Liens légaux (bas du pied de page)',
      type: 'array',
      labels: { singular: 'Lien', plural: 'Liens' },
      admin: { components: { RowLabel: itemRowLabel('name', 'Lien') } },
      fields: [{ type: 'row', fields: [name, route] }],
    },
  ],
}
