import type { Payload } from 'payload'
import { readBodyWithin } from '@/leads/intake/readBodyWithin'
import { anonymousReadables, type PublicContent } from './anonymousReadables'
import { malformedAddressRefusal } from './malformedAddressRefusal'
import { parseQueryString } from './parseQueryString'
import { publicQueryRefusal } from './publicQueryRefusal'
import { whereFieldsOf } from './whereFieldsOf'

/** A query sent as a POST body (Payload's method override) holds a query string: 8 KiB is plenty. */
const MAX_QUERY_BODY_BYTES = 8 * 1024

const nbsp = '\u00a0'
const queryRefusals = {
  tooLarge: `Requête trop volumineuse${nbsp}: 8${nbsp}Kio au plus.`,
} as const

/** What anonymous visitors may read (from the access rules): only there does a query need no account to cost the server. */
const readsPublicContent = ([first = '', second = '']: readonly string[], { collections, globals }: PublicContent) =>
  first === 'globals' ? globals.has(second) : collections.has(first)

/** Payload's own test for a read sent as a POST (handleEndpoints). */
const isQueryOverride = (request: Request) =>
  request.method === 'POST' &&
  (request.headers.get('X-Payload-HTTP-Method-Override') === 'GET' || request.headers.get('X-HTTP-Method-Override') === 'GET')

/** How much of a refused request's path its log line quotes: enough to find it, not a 5 000-character file name. */
const LOGGED_PATH_CHARS = 120

/** The refusal's answer, and one short line in the log naming it (the logger escapes its control characters). */
function refusal(payload: Payload, request: Request, status: 400 | 404 | 413, message: string): Response {
  const path = new URL(request.url).pathname
  const quoted = path.length > LOGGED_PATH_CHARS ? `${path.slice(0, LOGGED_PATH_CHARS)}…` : path
  payload.logger.info(`Requête refusée (${status}) : ${request.method} ${quoted} — ${message}`)
  return Response.json({ errors: [{ message }] }, { status })
}

/**
 * Checks a REST request before Payload runs it. Returns the answer that refuses it, or the request to
 * hand over to Payload (rebuilt when its body had to be read). A document id or file name that cannot
 * exist is a 404, whatever the method. Read through the method override, a body is bounded for every
 * collection; reads of what anonymous visitors may read (anonymousReadables) are bounded in their
 * conditions, search terms, depth and page size, judged against the fields' types (whereFieldsOf), and
 * malformed ones are refused with a 400 rather than a 500.
 */
export async function guardRestRequest(request: Request, segments: readonly string[], payload: Payload): Promise<Response | Request> {
  const override = isQueryOverride(request)
  const address = malformedAddressRefusal(payload, override ? 'GET' : request.method, new URL(request.url).pathname)
  if (address) return refusal(payload, request, address.status, address.message)
  let url = request.url
  let forwarded = request
  if (override) {
    const body = await readBodyWithin(request, MAX_QUERY_BODY_BYTES)
    if (body === null) return refusal(payload, request, 413, queryRefusals.tooLarge)
    const headers = new Headers(request.headers)
    headers.delete('content-length')
    forwarded = new Request(request.url, { method: 'POST', headers, body, signal: request.signal })
    // Payload appends a form body to the address this way, and reads no other body as a query.
    if (request.headers.get('Content-Type') === 'application/x-www-form-urlencoded') url = `${request.url}?${body}`
  } else if (request.method !== 'GET') {
    return request
  }
  if (!readsPublicContent(segments, await anonymousReadables(payload))) return forwarded
  const collection = segments[0] === 'globals' ? undefined : payload.config.collections.find(({ slug }) => slug === segments[0])
  const message = publicQueryRefusal(parseQueryString(new URL(url).search), collection && whereFieldsOf(collection))
  return message ? refusal(payload, request, 400, message) : forwarded
}
