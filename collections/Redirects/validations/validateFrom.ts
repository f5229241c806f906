import type { PayloadRequest, TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { formRoutes } from '@/forms/formRoutes'
import { sitePath } from '@/http/sitePath'
import { homeSlug } from '@/rules/pagePath'
import { normalizeRedirectPath } from '@/rules/redirectPaths'
import { slugs } from '../../slugs'

const PROJECT_PREFIX = '/projet/'

/** What a visitor reaches at this address today (a published page or project, a form), said for the editor; null if nothing. */
async function liveAt(path: string, req: PayloadRequest): Promise<string | null> {
  if (formRoutes.includes(path)) return 'd’un formulaire du site'

  const published = { _status: { equals: 'published' } } as const
  if (path.startsWith(PROJECT_PREFIX)) {
    const { docs } = await req.payload.find({
      collection: slugs.projects,
      where: { and: [published, { slug: { equals: path.slice(PROJECT_PREFIX.length) } }] },
      limit: 1,
      depth: 0,
      select: { title: true },
      overrideAccess: true,
      req,
    })
    return docs[0] ? `de la réalisation publiée « ${docs[0].title} » (dépubliez-la ou changez son adresse d’abord)` : null
  }
  const { docs } = await req.payload.find({
    collection: slugs.pages,
    where: { and: [published, { slug: { equals: path === '/' ? homeSlug : path.slice(1) } }] },
    limit: 1,
    depth: 0,
    select: { title: true },
    overrideAccess: true,
    req,
  })
  return docs[0] ? `de la page publiée « ${docs[0].title} » (dépubliez-la ou changez son adresse d’abord)` : null
}

/**
 * The starting address is a path of this site, as kept once normalized (normalizeFrom): an editor may
 * paste it with the site's origin, never make it `//host` or `/\host`. It is no address a visitor reaches
 * today (a published page or project, a form): the redirect would never be used.
 */
export const validateFrom: TextFieldSingleValidation = async (value, options) => {
  const base = text(value, options)
  if (base !== true || !value) return base
  const path = sitePath(normalizeRedirectPath(value))
  if (path === null)
    return 'Indiquez une adresse de ce site commençant par une seule «\u00a0/\u00a0» (/ancienne-page), sans espace ni barre oblique inversée.'
  const live = options.req?.payload ? await liveAt(path, options.req) : null
  return live ? `Cette adresse est celle ${live}\u00a0: la redirection ne serait jamais suivie.` : true
}
