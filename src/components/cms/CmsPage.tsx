import { draftMode, headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { siteUrl } from '@/config/siteUrl'
import { getDraftPage, getPublishedPage } from '@/data/pages'
import type { GalleryQuery } from '@/rules/galleryAddress'
import { pagePath } from '@/rules/pagePath'
import { withFrenchTypography } from '@/rules/frenchTypography'
import { withSettings } from '@/rules/settingsTokens'
import { getSettingsValues } from '@/blocks/shared/settingsValues'
import { LivePreviewListenerChunk } from './LivePreviewListenerChunk'
import { PreviewBanner } from './PreviewBanner'

/**
 * A page of the CMS by its slug: the published version for visitors (prerendered, cached), the latest
 * draft in a preview, redrawn on every save; its gallery filtered as its address asks.
 */
export async function CmsPage({ slug, galleryQuery = null }: { slug: string; galleryQuery?: GalleryQuery | null }) {
  const { isEnabled: preview } = await draftMode()
  const page = preview ? await getDraftPage(slug, await headers()) : await getPublishedPage(slug)
  if (!page) notFound()
  return (
    <>
      {preview && (
        <>
          <PreviewBanner path={pagePath(slug)} />
          <LivePreviewListenerChunk serverURL={siteUrl()} />
        </>
      )}
      {/* Company figures named in any text ({projets}, {delai-rappel}…) come from the site settings. */}
      <RenderBlocks
        blocks={withFrenchTypography(withSettings(page.layout, await getSettingsValues()))}
        pageAddress={{ path: pagePath(slug), gallery: galleryQuery }}
      />
    </>
  )
}
