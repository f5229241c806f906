import type { PayloadRequest, Validate } from 'payload'
import { slugs } from '../../slugs'
import { redirectHops, type ExtraHop } from '@/rules/redirectHops'
import { normalizeRedirectPath, onSitePath, redirectTargetPath, type RedirectTarget } from '@/rules/redirectPaths'

const quoted = (path: string) => `«\u00a0${path}\u00a0»`

/** The French refusal of a redirect that would make visitors hop more than once. */
function hopRefusal(hop: ExtraHop, from: string): string {
  if (hop.kind === 'loop') return `Cette redirection formerait une boucle (${hop.through.join(' → ')}). Choisissez une autre destination.`
  if (hop.kind === 'onward')
    return `La destination ${quoted(hop.next)} est elle-même redirigée ailleurs. Indiquez directement l’adresse finale.`
  return `La redirection depuis ${quoted(hop.source)} mène déjà à ${quoted(from)}. Faites-la d’abord pointer vers l’adresse finale.`
}

/** Where a destination lands on this site (a bare path), reading a named document's current slug; null elsewhere. */
async function landing(to: RedirectTarget, req: PayloadRequest): Promise<string | null> {
  const reference = to.reference
  if (to.type !== 'custom' && reference && typeof reference.value !== 'object') {
    const collection = [slugs.pages, slugs.projects].find((slug) => slug === reference.relationTo)
    if (!collection) return null
    const doc = await req.payload
      .findByID({ collection, id: reference.value, depth: 0, select: { slug: true }, overrideAccess: true, req, disableErrors: true })
      .catch(() => null)
    return landing({ type: 'reference', reference: { relationTo: reference.relationTo, value: { slug: doc?.slug ?? null } } }, req)
  }
  const target = redirectTargetPath(to)
  return target === null ? null : onSitePath(target)
}

/** Every other redirect as `from → where it lands on this site` (null: elsewhere, or nowhere). */
async function otherRedirects(req: PayloadRequest, id: number | string | undefined): Promise<Map<string, string | null>> {
  const { docs } = await req.payload.find({
    collection: slugs.redirects,
    depth: 1,
    pagination: false,
    overrideAccess: true,
    req,
    select: { from: true, to: true },
    populate: { [slugs.pages]: { slug: true }, [slugs.projects]: { slug: true } },
    where: id === undefined ? {} : { id: { not_equals: id } },
  })
  const entries = await Promise.all(docs.map(async (doc) => [normalizeRedirectPath(doc.from), await landing(doc.to ?? {}, req)] as const))
  return new Map(entries)
}

/**
 * A redirect's destination (its custom address or the document it names): the field's own validation
 * first, then no loop and no chain: every redirect is one hop, checked against the other redirects when saved.
 */
export const validateDestination =
  <Value, Field extends object>(own: Validate<Value, unknown, unknown, Field>): Validate<Value, unknown, unknown, Field> =>
  async (value, options) => {
    const base = await own(value, options)
    if (base !== true) return base
    const from = (options.data as { from?: unknown } | undefined)?.from
    if (typeof from !== 'string' || !from.trim()) return true
    const start = normalizeRedirectPath(from)
    const to = options.siblingData as RedirectTarget
    const hop = redirectHops(await otherRedirects(options.req, options.id), start, await landing(to, options.req))
    return hop ? hopRefusal(hop, start) : true
  }
