import { cookies, draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { userHasRole } from '@/access/roles'
import { parseEnv } from '@/config/env'
import { sitePath } from '@/http/sitePath'
import { STAFF_PREVIEW_COOKIE, staffPreviewKey } from '@/http/staffPreview'
import { getPayloadClient } from '@/lib/payload'

/**
 * Opens a preview: signed-in staff get Next's draft mode for this browser (and the address gate's cookie, for
 * a draft not yet published) and land on the page, which then shows its latest draft. Anyone else gets a 403.
 * The target must be a path of this site (sitePath): anything a browser would read as another site (`/\host`,
 * `/<tab>/host`, `//host`, a scheme) is a 400.
 */
export async function GET(request: NextRequest) {
  const path = sitePath(request.nextUrl.searchParams.get('chemin') ?? '/')
  if (path === null) return new Response('Adresse d’aperçu invalide.', { status: 400 })
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!userHasRole(user, 'admin', 'editor', 'sales')) return new Response('Aperçu réservé à l’équipe.', { status: 403 })
  ;(await draftMode()).enable()
  ;(await cookies()).set(STAFF_PREVIEW_COOKIE, staffPreviewKey(), {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: parseEnv().SERVER_URL.startsWith('https://'),
  })
  redirect(path)
}
