import type { MetadataRoute } from 'next'
import { publicRoutes } from '@/content/routes'
import { siteUrl } from '@/config/siteUrl'
import { getProjectSlugs } from '../data/content'

export const revalidate = false

/** Every public route and every project; the legal pages are noindex and stay out. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const projects = await getProjectSlugs()
  return [
    ...publicRoutes.map((route) => ({
      url: `${base}${route === '/' ? '' : route}`,
      changeFrequency: 'monthly' as const,
      priority: route === '/' ? 1 : 0.7,
    })),
    ...projects.map((project) => ({
      url: `${base}/projet/${project.slug}`,
      lastModified: new Date(project.updatedAt),
      changeFrequency: 'yearly' as const,
      priority: 0.6,
    })),
  ]
}
