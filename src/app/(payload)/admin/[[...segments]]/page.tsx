import config from '@payload-config'
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'
import { withSafeRedirect } from '@/admin/safeRedirectParam'
import { importMap } from '../importMap.js'

type Props = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<Record<string, string | string[]>>
}

export const generateMetadata = ({ params, searchParams }: Props): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })

// Payload's login view redirects a signed-in user to `redirect`, and its form sends there after a sign-in:
// only a path of this site reaches it (withSafeRedirect), on the server, before either reads it.
export default function AdminPage({ params, searchParams }: Props) {
  return RootPage({ config, params, searchParams: searchParams.then((query) => withSafeRedirect(query)), importMap })
}
