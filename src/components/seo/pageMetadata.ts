import type { Metadata } from 'next'
import { companyName } from '@/content/company'

/** The picture shared for a page that has none of its own: the attic of a finished project, 1200 × 630. */
const defaultShareImage = { url: '/images/partage.jpg', width: 1200, height: 630, alt: `${companyName} : des combles aménagés` }

/** What every shared page says of the site, whatever the page. */
export const siteOpenGraph = { siteName: companyName, locale: 'fr_FR', type: 'website', images: [defaultShareImage] } satisfies NonNullable<
  Metadata['openGraph']
>

const titleText = (title: Metadata['title']): string | undefined => {
  if (typeof title === 'string') return title
  if (title && 'absolute' in title) return title.absolute
  return undefined
}

/**
 * A page's metadata with its address as canonical and its Open Graph tags: Next replaces the layout's
 * openGraph with a page's whole, so each page carries the site's defaults (name, locale, picture) with
 * its own address, title and description.
 */
export function pageMetadata(path: string, metadata: Metadata): Metadata {
  const title = titleText(metadata.title)
  return {
    ...metadata,
    alternates: { ...metadata.alternates, canonical: path },
    openGraph: {
      ...siteOpenGraph,
      url: path,
      ...(title ? { title } : {}),
      ...(typeof metadata.description === 'string' ? { description: metadata.description } : {}),
      ...metadata.openGraph,
    },
  }
}
