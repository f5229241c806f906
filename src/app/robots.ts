import type { MetadataRoute } from 'next'
import { siteUrl } from '@/config/siteUrl'

/**
 * The admin and the API stay out, except the uploaded pictures: pages share them (og:image) and name
 * them in their JSON-LD, so crawlers must be allowed to fetch them (the longer rule wins).
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: ['/', '/api/media/file/'], disallow: ['/admin', '/api/'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
