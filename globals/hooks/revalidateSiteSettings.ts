import type { GlobalAfterChangeHook } from 'payload'
import { siteSettingsTag } from '@/data/cacheTags'
import { revalidatePages } from '../../collections/hooks/revalidate'

/** Saved settings: every page shows them (header, footer, figures), so the whole site layout is revalidated. */
export const revalidateSiteSettings: GlobalAfterChangeHook = ({ doc, req }) => {
  revalidatePages(req, ['/'], { layout: true, tags: [siteSettingsTag] })
  return doc
}
