import type { CollectionConfig } from 'payload'
import { draftContentAccess } from '@/access/roles'
import { pageBlocks } from '@/blocks/pageBlocks'
import { homeSlug } from '@/rules/pagePath'
import { slugs } from '../slugs'
import { restoreVersionAsDraft } from '../endpoints/restoreVersionAsDraft'
import { redirectOldAddress, rememberPublishedAddress } from '../hooks/redirectOldAddress'
import { revalidateDeletedPage, revalidatePage } from './hooks/revalidatePage'
import { refuseDeleteInUse } from '../hooks/refuseDeleteInUse'

// A page in the menu or a redirect's destination stays until it is taken out of them.
const pageInUse = refuseDeleteInUse('Cette page')
import { previewUrl } from './livePreviewPath'
import { validatePageSlug } from './validations/validatePageSlug'

/**
 * The site's pages, each a list of blocks. Editors work on drafts (saved automatically), preview them
 * live at phone and desktop widths, publish now or at a chosen time, and restore any earlier version.
 */
export const Pages: CollectionConfig = {
  slug: slugs.pages,
  labels: { singular: 'Page', plural: 'Pages' },
  // Deleting puts in the trash (« Corbeille »): restorable for 30 days, then purged (purgeTrash).
  trash: true,
  access: draftContentAccess,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: 'Contenu',
    components: {
      edit: {
        PublishButton: '/src/admin/schedule/PublishButtonWithSchedule#PublishButtonWithSchedule',
        // Each device size of the live preview fits its pane; a refused autosave is said.
        beforeDocumentControls: ['/src/admin/FitLivePreview#FitLivePreview', '/src/admin/RefusedAutosaveNotice#RefusedAutosaveNotice'],
      },
    },
    livePreview: {
      url: ({ data }) => previewUrl(data?.slug as string | undefined),
      breakpoints: [
        { label: 'Téléphone', name: 'mobile', width: 390, height: 844 },
        { label: 'Ordinateur', name: 'desktop', width: 1440, height: 900 },
      ],
    },
    preview: (data) => previewUrl(data?.slug as string | undefined),
  },
  defaultSort: 'slug',
  endpoints: [restoreVersionAsDraft(slugs.pages)],
  versions: {
    maxPerDoc: 50,
    // Drafts are validated too: a new page is saved only once it has a title, a free address and a block, so
    // an abandoned "Créer" leaves nothing, and no two drafts share an address.
    drafts: { autosave: { interval: 800 }, schedulePublish: true, validate: true },
  },
  hooks: {
    beforeChange: [pageInUse.beforeChange, rememberPublishedAddress(slugs.pages)],
    afterChange: [redirectOldAddress(slugs.pages), revalidatePage],
    beforeDelete: [pageInUse.beforeDelete],
    afterError: [pageInUse.afterError],
    afterDelete: [revalidateDeletedPage],
  },
  fields: [
    {
      name: 'title',
      label: 'Titre',
      type: 'text',
      required: true,
      admin: { description: 'Le nom de la page dans l’administration et le titre par défaut de l’onglet.' },
    },
    {
      name: 'slug',
      label: 'Adresse',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        description: `La page est servie à /adresse ; « ${homeSlug} » est la page d’accueil. Lettres minuscules, chiffres, tirets.`,
      },
      validate: validatePageSlug,
    },
    {
      name: 'noIndex',
      label: 'Ne pas indexer',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Pour les pages légales : hors du plan du site et des moteurs de recherche.' },
    },
    {
      // The page's own figures from the audience measurement (src/audience): views and what its leads became.
      name: 'audience',
      label: 'Mesure d’audience',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/src/audience/PageAudience#PageAudience' } },
    },
    {
      name: 'layout',
      label: 'Contenu',
      labels: { singular: 'Bloc', plural: 'Blocs' },
      type: 'blocks',
      blocks: pageBlocks,
      minRows: 1,
      required: true,
    },
  ],
}
