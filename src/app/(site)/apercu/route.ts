import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { userHasRole } from '@/access/roles'
import { getPayloadClient } from '@/lib/payload'

/**
 * Opens a preview: signed-in staff get Next's draft mode for this browser and land on the page, which
 * then shows its latest draft. Anyone else gets a 403; the target must be a path of this site.
 */
export async function GET(request: NextRequest) {
  const path = request.nextUrl.searchParams.get('chemin') ?? '/'
  if (!path.startsWith('/') || path.startsWith('//')) return new Response('Adresse d’aperçu invalide.', { status: 400 })
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!userHasRole(user, 'admin', 'editor', 'sales')) return new Response('Aperçu réservé à l’équipe.', { status: 403 })
  ;(await draftMode()).enable()
  redirect(path)
}
