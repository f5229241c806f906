import { match, type MatchFunction } from 'path-to-regexp'
import type { Endpoint, Payload } from 'payload'

export type AddressRefusal = { status: 400 | 404; message: string }

const nbsp = '\u00a0'
export const addressRefusals = {
  malformed: { status: 400, message: 'Adresse mal formée.' },
  noDocument: { status: 404, message: `Document introuvable${nbsp}: identifiant invalide.` },
  noFile: { status: 404, message: `Fichier introuvable${nbsp}: nom invalide.` },
  noVersions: { status: 404, message: `Introuvable${nbsp}: ce contenu n’a pas d’historique de versions.` },
} as const satisfies Record<string, AddressRefusal>

/** Ids are PostgreSQL integers (serial): anything else fails in SQL, a 500 with the whole query in the log. */
const MAX_ID = 2_147_483_647
const isWholeId = (id: string) => /^\d{1,10}$/.test(id) && Number(id) <= MAX_ID

/** The longest file name the file system keeps (NAME_MAX, in bytes): a longer one fails there, a 500. */
const MAX_FILE_NAME_BYTES = 255

/** A stored file's name is one path segment: no separator, no parent, no control character (NUL), not too long. */
const isFileName = (name: string) =>
  name !== '' &&
  Buffer.byteLength(name) <= MAX_FILE_NAME_BYTES &&
  !name.includes('/') &&
  !name.includes('\\') &&
  !name.includes('..') &&
  ![...name].some((char) => char < ' ' || char === '\u007f')

const matchers = new Map<string, MatchFunction<Partial<Record<string, string | string[]>>>>()
const matcherOf = (path: string) => {
  let matcher = matchers.get(path)
  if (!matcher) {
    matcher = match(path, { decode: decodeURIComponent })
    matchers.set(path, matcher)
  }
  return matcher
}

/** The route parameters of the endpoint Payload would run for this request: its own lookup (handleEndpoints). */
function routeParams(endpoints: Endpoint[], method: string, path: string): Partial<Record<string, string | string[]>> | null {
  for (const endpoint of endpoints) {
    if (endpoint.method !== method) continue
    const found = matcherOf(endpoint.path)(path)
    if (found) return found.params
  }
  return null
}

/**
 * Why Payload's REST API must not run this request: an id that is no integer (`/api/pages/abc`,
 * `/api/media/package.json`, `/api/leads/digests`) or a file name that is no plain name
 * (`/api/media/file/x%00.jpg`). Payload would hand them to PostgreSQL or the file system, fail, and log
 * a 500 with its query; they are answered 404 (400 when the address cannot be decoded) before it runs, as
 * are the versions of what keeps none (`/api/media/versions`).
 * Returns null for every other request, including addresses no endpoint answers (Payload's own 404).
 */
export function malformedAddressRefusal(payload: Payload, method: string, pathname: string): AddressRefusal | null {
  const api = payload.config.routes.api
  if (!pathname.startsWith(`${api}/`)) return null
  let rest = pathname.slice(api.length)
  const inGlobals = rest.startsWith('/globals/')
  if (inGlobals) rest = rest.slice('/globals'.length)
  const slug = rest.split('/')[1] ?? ''
  const documents = inGlobals ? undefined : Object.values(payload.collections).find((each) => each.config.slug === slug)
  const collection = documents?.config
  const global = inGlobals ? payload.config.globals.find((each) => each.slug === slug) : undefined
  const entity = collection ?? global
  // Endpoints of the whole API may name their parameters as they like: only documents' routes are judged.
  if (!entity || !entity.endpoints) return null
  const path = rest.slice(slug.length + 1) || '/'
  // Payload answers `/versions` for every collection and global, and fails on a table that does not exist.
  if (!entity.versions && (path === '/versions' || path.startsWith('/versions/'))) return addressRefusals.noVersions
  let params: Partial<Record<string, string | string[]>> | null
  try {
    params = routeParams(entity.endpoints, method.toLowerCase(), path)
  } catch {
    return addressRefusals.malformed
  }
  if (!params) return null
  const numericIds = payload.db.defaultIDType === 'number' && documents?.customIDType !== 'text'
  const { id, filename } = params
  if (numericIds && typeof id === 'string' && !isWholeId(id)) return addressRefusals.noDocument
  if (typeof filename === 'string' && !isFileName(filename)) return addressRefusals.noFile
  return null
}
