import type { MetadataRoute } from 'next'
import { siteUrl } from '@/config/siteUrl'
import { getSitemapProjects } from '@/data/sitemapProjects'
import { formRoutes } from '@/forms/formRoutes'
import { getPageEntries } from '../data/pages'
import { homeSlug, pagePath } from '../rules/pagePath'
import { projectPath } from '../rules/projectSlug'

export const revalidate = false

/**
 * The site's addresses from where they are owned: every published, indexable page of the CMS, each form's own
 * routes that no CMS page holds, and every published project with its shared picture. An unpublished or
 * renamed page leaves with the pages' cache tag.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const [pages, projects] = await Promise.all([getPageEntries(), getSitemapProjects()])
  const pagePaths = new Set(pages.map((page) => pagePath(page.slug)))
  return [
    ...pages
      .filter((page) => !page.noIndex)
      .map((page) => ({
        url: `${base}${page.slug === homeSlug ? '' : pagePath(page.slug)}`,
        lastModified: new Date(page.updatedAt),
        changeFrequency: 'monthly' as const,
        priority: page.slug === homeSlug ? 1 : 0.7,
      })),
    ...formRoutes
      .filter((route) => !pagePaths.has(route))
      .map((route) => ({ url: `${base}${route}`, changeFrequency: 'monthly' as const, priority: 0.7 })),
    ...projects.map((project) => ({
      url: `${base}${projectPath(project.slug)}`,
      lastModified: new Date(project.updatedAt),
      changeFrequency: 'yearly' as const,
      priority: 0.6,
      ...(project.image ? { images: [`${base}${project.image}`] } : {}),
    })),
  ]
}
