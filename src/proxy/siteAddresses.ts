import { onCacheTagsCleared } from '@/cache/cacheTagsCleared'
import { SELF_URL_VARIABLE } from '@/cache/cacheTagsRoute'
import { PAGE_ADDRESSES_KEY_HEADER, pageAddressesKey } from '@/http/pageAddressesKey'
import { projectNotFoundPath } from '@/rules/projectSlug'

/**
 * How long what the gate reads from the app is kept when no change is announced (a change's clear makes it
 * read anew): an announcement lost while the database connection was down is made up within it.
 */
const KEPT_MS = 1_000

/**
 * The site's addresses as the app lists them: its pages and projects, the pages showing a gallery, and its
 * redirects' old addresses → new.
 */
type SiteAddresses = { addresses: Set<string>; galleries: Set<string>; redirects: Map<string, string> }

/**
 * Read from the app itself with this process's key, at the address this server reaches itself (never the
 * request's Host, which a client writes). Null while it cannot be read: then every request goes to its route
 * as usual, a page is never refused for want of the list.
 */
async function fromTheApp<T>(path: string, read: (response: Response) => Promise<T>, expected = 200): Promise<T | null> {
  const self = process.env[SELF_URL_VARIABLE]
  if (!self) return null
  try {
    const response = await fetch(`${self}${path}`, { headers: { [PAGE_ADDRESSES_KEY_HEADER]: pageAddressesKey() } })
    return response.status === expected ? await read(response) : null
  } catch {
    return null
  }
}

/** A read kept for KEPT_MS, and forgotten once this instance's cache lets go of a change's tags. */
function keptRead<T>(load: () => Promise<T | null>): () => Promise<T | null> {
  let kept: { at: number; value: Promise<T | null> } | null = null
  onCacheTagsCleared(() => {
    kept = null
  })
  return () => {
    if (!kept || Date.now() - kept.at > KEPT_MS) kept = { at: Date.now(), value: load() }
    return kept.value
  }
}

/** Every published page and project, the galleries' pages, and every redirect (GET /api/page-addresses, from cached reads). */
export const siteAddresses = keptRead(() =>
  fromTheApp('/api/page-addresses', async (response) => {
    const listed = (await response.json()) as { addresses: string[]; galleries: string[]; redirects: Record<string, string> }
    return {
      addresses: new Set(listed.addresses),
      galleries: new Set(listed.galleries),
      redirects: new Map(Object.entries(listed.redirects)),
    } satisfies SiteAddresses
  }),
)

const documentOf = (path: string, expected: number) => keptRead(() => fromTheApp(path, (response) => response.text(), expected))

/**
 * The prerendered 404 pages' documents, as Next serves them (their phone and e-mail follow the settings): the
 * site's (Next's /_not-found, a 404 itself) and the project's.
 */
const notFoundDocuments: Record<string, () => Promise<string | null>> = {
  '/_not-found': documentOf('/_not-found', 404),
  [projectNotFoundPath]: documentOf(projectNotFoundPath, 200),
}

export const notFoundDocument = (page: string): Promise<string | null> => notFoundDocuments[page]?.() ?? Promise.resolve(null)
