import type { Metadata } from 'next'
import { pageMetadata } from '@/components/seo/pageMetadata'
import { companyName } from '@/content/company'
import { getPublishedPage } from '@/data/pages'
import { mediaPath } from '@/lib/mediaUrl'
import { pagePath } from '@/rules/pagePath'
import { resolvePageMeta } from '@/rules/resolvePageMeta'
import { fillSettings } from '@/rules/settingsTokens'
import { getSettingsValues } from '@/blocks/shared/settingsValues'

/** A CMS page's title, description, canonical address, social tags and indexing, from its SEO fields. */
export async function cmsPageMetadata(slug: string): Promise<Metadata> {
  const page = await getPublishedPage(slug)
  if (!page) return {}
  const meta = resolvePageMeta(page, companyName)
  const { image } = meta
  // The search engines' text names the same company figures as the page ({delai-devis}…).
  const values = await getSettingsValues()
  const title = fillSettings(meta.title, values)
  const description = meta.description && fillSettings(meta.description, values)
  const imagePath = mediaPath(image?.url)
  return pageMetadata(pagePath(slug), {
    title: { absolute: title },
    ...(description ? { description } : {}),
    ...(page.noIndex ? { robots: { index: false, follow: true } } : {}),
    ...(image && imagePath
      ? { openGraph: { images: [{ url: imagePath, width: image.width ?? undefined, height: image.height ?? undefined, alt: image.alt }] } }
      : {}),
  })
}
