import type { MetadataRoute } from 'next'
import { publicRoutes } from '@/content/routes'
import { siteUrl } from '@/config/siteUrl'
import { getSitemapProjects } from '@/data/sitemapProjects'
import { getPageEntries } from '../data/pages'
import { homeSlug, pagePath } from '../rules/pagePath'

export const revalidate = false

/** Every indexable page of the CMS, every other public route and every project with its shared picture; noindex pages stay out. */
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
    ...publicRoutes
      .filter((route) => !pagePaths.has(route))
      .map((route) => ({
        url: `${base}${route === '/' ? '' : route}`,
        changeFrequency: 'monthly' as const,
        priority: route === '/' ? 1 : 0.7,
      })),
    ...projects.map((project) => ({
      url: `${base}/projet/${project.slug}`,
      lastModified: new Date(project.updatedAt),
      changeFrequency: 'yearly' as const,
      priority: 0.6,
      ...(project.image ? { images: [`${base}${project.image}`] } : {}),
    })),
  ]
}
