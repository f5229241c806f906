import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { projectsTag } from '@/data/cacheTags'
import { pagesShowing } from '@/data/pagesShowing'
import type { Project } from '@/payload-types'
import { revalidatePages } from '../../hooks/revalidate'

const pathsFor = (...docs: (Pick<Project, 'slug'> | null | undefined)[]) => [
  ...pagesShowing.projects,
  '/sitemap.xml',
  ...docs.flatMap((doc) => (doc?.slug ? [`/projet/${doc.slug}`] : [])),
]

/**
 * A saved project: the cached project reads (the known slugs included, so a new project is served at
 * once), its page (under its old slug too, when the slug changed), the gallery, the home page, the sitemap.
 */
export const revalidateProject: CollectionAfterChangeHook<Project> = ({ doc, previousDoc, req }) => {
  revalidatePages(req, pathsFor(doc, previousDoc), { tags: [projectsTag] })
  return doc
}

export const revalidateDeletedProject: CollectionAfterDeleteHook<Project> = ({ doc, req }) => {
  revalidatePages(req, pathsFor(doc), { tags: [projectsTag] })
  return doc
}
