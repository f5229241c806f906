import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Payload } from 'payload'
import { clientIp } from '../src/http/clientIp'
import { MAX_BODY_BYTES } from '../src/leads/intake/acceptSubmission'
import { answerSubmission } from '../src/leads/intake/answerSubmission'
import { readChunksWithin } from '../src/leads/intake/readBodyWithin'
import { runningPayload } from '../src/lib/runningPayload'
import { configHeaders, routesManifest } from './configHeaders'

export const LEAD_PATH = '/api/leads/submit'

/** The headers Next sends with the route's answer: next.config.mjs's rules, and the Vary of an App Router route. */
function routeHeaders(distDir: string, pathname: string): Record<string, string> | null {
  const manifest = routesManifest(distDir)
  const headers = configHeaders(manifest, pathname)
  return headers && { ...headers, Vary: manifest.rsc.varyHeader }
}

const headerText = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : (value ?? null))

/**
 * POST /api/leads/submit answered by the app's server itself, before Next's request handler: the busiest
 * request of the site skips Next's routing and its web Request/Response, about half of the CPU a lead
 * cost. It runs the route's own function (answerSubmission) on the Payload instance Next's routes
 * started, with the same body limit, client address, statuses, JSON and headers as the route
 * (e2e/lead-fast-path.spec.ts compares them). Until Payload is up, and for every other request, it
 * answers false and Next handles the request: the route stays the definition and starts Payload.
 */
export function leadFastPath(distDir: string) {
  const headers = routeHeaders(distDir, LEAD_PATH)
  if (!headers) return null

  async function answer(request: IncomingMessage, response: ServerResponse, payload: Payload) {
    const body = await readChunksWithin(
      // Stopped early, the request is not destroyed: the answer is still sent and the rest is discarded.
      { declaredLength: request.headers['content-length'], chunks: request.iterator({ destroyOnReturn: false }) },
      MAX_BODY_BYTES,
    )
    if (body === null) request.resume()
    const answer = await answerSubmission(() => payload, {
      body,
      contentType: request.headers['content-type'] ?? null,
      ip: clientIp({ get: (name: string) => headerText(request.headers[name.toLowerCase()]) }),
    })
    const text = JSON.stringify(answer.body)
    response.writeHead(answer.status, {
      ...headers,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      ...('headers' in answer ? answer.headers : {}),
    })
    response.end(text)
  }

  /** Answers the request and says true, or says false and leaves it to Next. */
  return function answersLead(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'POST' || (request.url !== LEAD_PATH && !request.url?.startsWith(`${LEAD_PATH}?`))) return false
    const payload = runningPayload()
    if (!payload) return false
    answer(request, response, payload).catch((error: unknown) => {
      // Reading the body failed (the visitor went away): nothing to answer.
      console.error('Lead fast path: request failed', error)
      response.destroy()
    })
    return true
  }
}
