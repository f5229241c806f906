import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { seoPlugin } from '@payloadcms/plugin-seo'
import type { Field, Plugin } from 'payload'
import { redirectsOverrides } from '@collections/Redirects'
import { slugs } from '@collections/slugs'
import { generateDescription, generateImage, generateTitle, generateURL } from './seoDefaults'

/** The collections whose documents carry SEO fields: a title, a description and a social image of their own. */
const seoCollections = [slugs.pages, slugs.projects] as const

/** The collections a redirect may send to, by naming a document (it then follows the document's moves). */
const redirectTargets = [slugs.pages, slugs.projects] as const

/** French labels and help for the plugin's fields, which it names in English. */
const seoFieldTexts: Record<string, { label: string; description?: string }> = {
  title: { label: 'Titre pour les moteurs de recherche', description: 'Vide : le titre calculé de la page.' },
  description: { label: 'Description pour les moteurs de recherche', description: 'Vide : la description calculée de la page.' },
  image: {
    label: 'Image de partage',
    description: 'Montrée quand la page est partagée (Facebook, LinkedIn…). Vide : la photo principale de la page.',
  },
  overview: { label: 'Vérifications' },
  preview: { label: 'Aperçu' },
}

const inFrench = (field: Field): Field => {
  const texts = 'name' in field ? seoFieldTexts[field.name] : undefined
  if (!texts) return field
  return {
    ...field,
    label: texts.label,
    admin: { ...field.admin, ...(texts.description ? { description: texts.description } : {}) },
  } as Field
}

/** The content plugins: SEO fields on the pages' collections, redirects from addresses that moved. */
export function contentPlugins(): Plugin[] {
  return [
    seoPlugin({
      collections: [...seoCollections],
      uploadsCollection: slugs.media,
      fields: ({ defaultFields }) => defaultFields.map(inFrench),
      generateTitle,
      generateDescription,
      generateImage,
      generateURL,
    }),
    redirectsPlugin({ collections: [...redirectTargets], overrides: redirectsOverrides([...redirectTargets]) }),
  ]
}
