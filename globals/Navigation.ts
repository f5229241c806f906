import type { Field, GlobalConfig, TextFieldSingleValidation } from 'payload'
import { anyone, hasRole } from '@/access/roles'
import { itemRowLabel } from '@/admin/itemRowLabel'
import { slugs } from '../collections/slugs'
import { validateLink } from '../collections/validations/validateLink'
import { cacheTags } from '@/data/cacheTags'
import { revalidateGlobalTagsOf } from '../collections/hooks/revalidateTagsOf'

/** The menu only leads to the site's own pages. */
const sitePath = validateLink(['path'])

const name: Field = { name: 'name', label: 'Texte', type: 'text', required: true }
/**
 * A link names its page (it then follows the page when the page's address changes, and leaves the menu
 * while the page is not published), or, for an address that is no page, a typed path.
 */
const page: Field = {
  name: 'page',
  label: 'Page',
  type: 'relationship',
  relationTo: slugs.pages,
  admin: { description: 'Le lien suit la page si son adresse change.' },
}
const route: Field = {
  name: 'route',
  label: 'Adresse personnalisée',
  type: 'text',
  admin: { condition: (_, siblingData) => !siblingData?.page, description: 'Seulement pour une adresse qui n’est pas une page.' },
  validate: ((value, options) => {
    const sibling = options.siblingData as { name?: string | null; page?: unknown }
    if (sibling.name && !sibling.page && !value) return 'Choisissez une page ou indiquez une adresse.'
    return sitePath(value, options)
  }) satisfies TextFieldSingleValidation,
}
const target: Field = { type: 'row', fields: [page, route] }
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
            {
              type: 'row',
              fields: [
                name,
                {
                  name: 'badge',
                  label: 'Pastille',
                  type: 'text',
                  maxLength: 20,
                  admin: {
                    description: 'Un mot mis en avant à côté du lien dans le menu, par ex. « Nouveau » ou « Gratuit ». Vide\u00a0: aucun.',
                  },
                },
              ],
            },
            target,
            description,
          ],
        },
        {
          name: 'cta',
          label: 'Lien mis en avant au bas de la rubrique',
          type: 'group',
          admin: { description: 'Facultatif : laissez le texte vide pour n’en afficher aucun.' },
          fields: [{ ...name, required: false }, target, description],
        },
        {
          name: 'footerTitle',
          label: 'Titre de la colonne dans le pied de page',
          type: 'text',
          admin: { description: 'Vide : la rubrique n’est pas reprise dans le pied de page.' },
        },
      ],
    },
    {
      name: 'legalLinks',
      label: 'Liens légaux (bas du pied de page)',
      type: 'array',
      labels: { singular: 'Lien', plural: 'Liens' },
      admin: { components: { RowLabel: itemRowLabel('name', 'Lien') } },
      fields: [name, target],
    },
  ],
}
