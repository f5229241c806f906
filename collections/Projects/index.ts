import type { ArrayField, CollectionConfig } from 'payload'
import { draftContentAccess } from '@/access/roles'
import { itemRowLabel } from '@/admin/itemRowLabel'
import { projectPath, projectSlugError } from '@/rules/projectSlug'
import { projectTypeLabels, projectTypes } from '@/rules/projectTypes'
import { pinnedField } from '../fields/pinnedField'
import { placeNewFirst } from '../hooks/placeNewFirst'
import { restoreVersionAsDraft } from '../endpoints/restoreVersionAsDraft'
import { previewUrlOf } from '../Pages/livePreviewPath'
import { serviceOptions } from '@/rules/services'
import { slugs } from '../slugs'
import { redirectOldAddress, rememberPublishedAddress } from '../hooks/redirectOldAddress'
import { revalidateDeletedProject, revalidateProject } from './hooks/revalidateProject'
import { setProjectSlug } from './hooks/setProjectSlug'
import { refuseDeleteInUse } from '../hooks/refuseDeleteInUse'
import { validateRichText } from '../validations/validateRichText'

const textList = (name: string, label: string, singular: string): ArrayField => ({
  name,
  label,
  type: 'array',
  labels: { singular, plural: label },
  admin: { components: { RowLabel: itemRowLabel('text', singular) } },
  fields: [{ name: 'text', label: 'Texte', type: 'text', required: true }],
})

// A project a redirect or a page block names stays until it is taken out of them.
const projectInUse = refuseDeleteInUse('Ce projet', false)

export const Projects: CollectionConfig = {
  slug: slugs.projects,
  labels: { singular: 'Projet', plural: 'Projets' },
  access: draftContentAccess,
  // Deleting puts in the trash (« Corbeille »): restorable for 30 days, then purged (purgeTrash).
  trash: true,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'service', 'location', 'pinned'],
    group: 'Contenu',
    description: 'Glissez les lignes pour choisir l’ordre des réalisations sur le site ; une nouvelle réalisation vient en tête.',
    components: {
      edit: {
        PublishButton: '/src/admin/schedule/PublishButtonWithSchedule#PublishButtonWithSchedule',
        // Each device size of the live preview fits its pane; a refused autosave is said.
        beforeDocumentControls: ['/src/admin/FitLivePreview#FitLivePreview', '/src/admin/RefusedAutosaveNotice#RefusedAutosaveNotice'],
      },
    },
    livePreview: {
      url: ({ data }) => previewUrlOf(projectPath(String(data?.slug ?? ''))),
      breakpoints: [
        { label: 'Téléphone', name: 'mobile', width: 390, height: 844 },
        { label: 'Ordinateur', name: 'desktop', width: 1440, height: 900 },
      ],
    },
    preview: (data) => previewUrlOf(projectPath(String(data?.slug ?? ''))),
  },
  endpoints: [restoreVersionAsDraft(slugs.projects)],
  // Drafts saved automatically, versions, publication now or at a chosen time, as for pages: the site shows
  // the published version; unpublishing takes the project's page, card and sitemap entry off.
  versions: {
    maxPerDoc: 50,
    drafts: { autosave: { interval: 800 }, schedulePublish: true, validate: true },
  },
  // Editors order projects by drag and drop (Payload's orderable collections); lists read that order.
  orderable: true,
  defaultSort: '_order',
  hooks: {
    beforeValidate: [setProjectSlug],
    beforeChange: [projectInUse.beforeChange, rememberPublishedAddress(slugs.projects), placeNewFirst(slugs.projects)],
    afterChange: [redirectOldAddress(slugs.projects), revalidateProject],
    beforeDelete: [projectInUse.beforeDelete],
    afterDelete: [revalidateDeletedProject],
    afterError: [projectInUse.afterError],
  },
  fields: [
    { name: 'title', label: 'Titre', type: 'text', required: true },
    {
      name: 'slug',
      label: 'Adresse',
      type: 'text',
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description:
          'La réalisation est servie à /projet/adresse. Vide : calculée à partir de la ville et de la surface. Changée : l’ancienne adresse redirige vers la nouvelle.',
      },
      validate: (value: string | null | undefined) => projectSlugError(value) ?? true,
    },
    pinnedField,
    {
      name: 'service',
      label: 'Service',
      type: 'select',
      required: true,
      defaultValue: 'combles',
      index: true,
      options: serviceOptions,
      admin: { position: 'sidebar', description: 'La galerie filtrée par service montre ce projet sous ce service.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          label: 'Type',
          type: 'select',
          required: true,
          options: projectTypes.map((value) => ({ value, label: projectTypeLabels[value] })),
        },
        { name: 'surface', label: 'Surface gagnée (m²)', type: 'number', required: true, min: 1, max: 1000 },
        { name: 'duration', label: 'Durée des travaux', type: 'text', required: true, admin: { placeholder: '21 jours' } },
      ],
    },
    {
      name: 'location',
      label: 'Localisation',
      type: 'text',
      required: true,
      admin: { description: 'Ville et numéro de département entre parenthèses, par ex. Amiens (80).' },
      validate: (value: string | null | undefined) =>
        (typeof value === 'string' && /^[^()]+\(\d{2,3}\)$/.test(value.trim())) ||
        'Indiquez la ville suivie du département entre parenthèses, par ex. Amiens (80).',
    },
    {
      type: 'row',
      fields: [
        { name: 'beforeImage', label: 'Photo avant', type: 'upload', relationTo: slugs.media, required: true },
        { name: 'afterImage', label: 'Photo après', type: 'upload', relationTo: slugs.media, required: true },
      ],
    },
    {
      name: 'gallery',
      label: 'Galerie',
      type: 'upload',
      relationTo: slugs.media,
      hasMany: true,
      minRows: 1,
      maxRows: 12,
      required: true,
      admin: { description: 'De 1 à 12 photos, montrées dans cet ordre sur la page de la réalisation.' },
    },
    { name: 'description', label: 'Description', type: 'textarea', required: true },
    {
      name: 'story',
      label: 'Récit du chantier',
      type: 'richText',
      validate: validateRichText,
      admin: { description: 'Facultatif : le déroulé du chantier, affiché sous la description.' },
    },
    textList('challenges', 'Défis', 'Défi'),
    textList('solutions', 'Solutions', 'Solution'),
    {
      name: 'benefits',
      label: 'Bénéfices',
      type: 'array',
      labels: { singular: 'Bénéfice', plural: 'Bénéfices' },
      admin: { components: { RowLabel: itemRowLabel('title', 'Bénéfice') } },
      fields: [
        { name: 'title', label: 'Titre', type: 'text', required: true },
        { name: 'description', label: 'Description', type: 'textarea', required: true },
      ],
    },
    {
      name: 'testimonial',
      label: 'Témoignage client',
      type: 'group',
      fields: [
        { name: 'text', label: 'Texte', type: 'textarea' },
        { name: 'author', label: 'Auteur', type: 'text' },
        { name: 'rating', label: 'Note', type: 'number', min: 1, max: 5, defaultValue: 5 },
      ],
    },
    {
      name: 'specifications',
      label: 'Caractéristiques',
      type: 'group',
      fields: [
        { name: 'budget', label: 'Budget', type: 'text', required: true, admin: { placeholder: '45 000 €' } },
        { name: 'rooms', label: 'Pièces', type: 'number', required: true, min: 1 },
      ],
    },
  ],
}
