import type { GenerateDescription, GenerateImage, GenerateTitle, GenerateURL } from '@payloadcms/plugin-seo/types'
import { slugs } from '@collections/slugs'
import { siteUrl } from '@/config/siteUrl'
import type { Page, Project } from '@/payload-types'
import { companyName } from '@/content/company'
import { projectDescription, projectTitle } from '@/rules/projectMeta'
import { referencePaths } from '@/rules/redirectPaths'
import { pageDescription } from '@/rules/resolvePageMeta'

/*
 * What the "Auto-générer" buttons of the SEO fields write: the values a page shows when its SEO fields
 * are empty, so that generating changes nothing until the editor rewrites it. `doc` is the form as it
 * stands, possibly incomplete: a missing value gives an empty string, never an error.
 */

type Draft = Partial<Project> & Partial<Pick<Page, 'layout'>>

const isProject = (slug: string | undefined) => slug === slugs.projects

const idOf = (value: Draft['afterImage']): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' ? value.id : null

export const generateTitle: GenerateTitle<Draft> = ({ doc, collectionConfig }) => {
  if (isProject(collectionConfig?.slug) && doc.location && typeof doc.surface === 'number') return projectTitle(doc.location, doc.surface)
  return doc.title ? `${doc.title} | ${companyName}` : ''
}

export const generateDescription: GenerateDescription<Draft> = ({ doc, collectionConfig }) => {
  const { location, surface, duration, description, specifications } = doc
  if (isProject(collectionConfig?.slug) && location && typeof surface === 'number' && duration && description && specifications)
    return projectDescription({ location, surface, duration, description, specifications })
  return isProject(collectionConfig?.slug) ? '' : (pageDescription(doc.layout) ?? '')
}

export const generateImage: GenerateImage<Draft> = ({ doc, collectionConfig }) => {
  const id = isProject(collectionConfig?.slug) ? idOf(doc.afterImage) : null
  return id ?? ''
}

export const generateURL: GenerateURL<Draft> = ({ doc, collectionConfig }) => {
  const pathOf = collectionConfig?.slug ? referencePaths[collectionConfig.slug] : undefined
  return pathOf && doc.slug ? `${siteUrl()}${pathOf(doc.slug)}` : siteUrl()
}
