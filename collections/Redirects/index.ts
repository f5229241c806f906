import type { RedirectsPluginConfig } from '@payloadcms/plugin-redirects/types'
import type { CollectionSlug, Field } from 'payload'
import { relationship } from 'payload/shared'
import { hasRole } from '@/access/roles'
import { slugs } from '../slugs'
import { normalizeFrom } from './hooks/normalizeFrom'
import { validateDestination } from './validations/validateDestination'
import { validateFrom } from './validations/validateFrom'
import { validateLink } from '../validations/validateLink'
import { cacheTags } from '@/data/cacheTags'
import { revalidateTagsOf } from '../hooks/revalidateTagsOf'

/** The plugin's fields, in French, with the starting address kept as a bare path. */
const redirectFields = (targets: CollectionSlug[]): Field[] => [
  {
    name: 'from',
    label: 'Adresse d’origine',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    hooks: { beforeValidate: [normalizeFrom] },
    validate: validateFrom,
    admin: { description: 'L’ancienne adresse sur ce site, par ex. /ancienne-page.' },
  },
  {
    name: 'to',
    type: 'group',
    label: false,
    fields: [
      {
        name: 'type',
        label: 'Destination',
        type: 'radio',
        defaultValue: 'reference',
        admin: { layout: 'horizontal' },
        options: [
          { label: 'Une page du site', value: 'reference' },
          { label: 'Une autre adresse', value: 'custom' },
        ],
      },
      {
        name: 'reference',
        label: 'Page de destination',
        type: 'relationship',
        relationTo: targets,
        required: true,
        validate: validateDestination(relationship),
        admin: { condition: (_, siblingData) => siblingData?.type === 'reference' },
      },
      {
        name: 'url',
        label: 'Adresse de destination',
        type: 'text',
        required: true,
        validate: validateDestination(validateLink(['path', 'https'])),
        admin: {
          condition: (_, siblingData) => siblingData?.type === 'custom',
          description: 'Une adresse de ce site (/nouvelle-page) ou complète en https:// (https://…).',
        },
      },
    ],
  },
]

/**
 * The redirects collection: editors and admins manage it, staff read it. Visitors never read the table
 * through the API: the site looks an address up server-side (redirectFor) and answers with the redirect.
 */
export const redirectsOverrides = (targets: CollectionSlug[]): RedirectsPluginConfig['overrides'] => ({
  slug: slugs.redirects,
  labels: { singular: 'Redirection', plural: 'Redirections' },
  access: {
    read: hasRole('admin', 'editor', 'sales'),
    create: hasRole('admin', 'editor'),
    update: hasRole('admin', 'editor'),
    delete: hasRole('admin', 'editor'),
  },
  admin: { group: 'Contenu', useAsTitle: 'from', defaultColumns: ['from', 'to', 'updatedAt'] },
  hooks: revalidateTagsOf([cacheTags.redirects]),
  fields: () => redirectFields(targets),
})
