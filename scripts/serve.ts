/**
 * The app's HTTP server: Next's own request handler behind a plain Node server that does what only the
 * socket knows. It stamps each request with the socket's address (a client can never set that header, so rate
 * limits cannot be escaped with a forged X-Forwarded-For), sends HSTS when SERVER_URL is https, and answers a
 * redirect's old address with its 308 and addresses that are no page nor project with a prerendered 404 page
 * (scripts/pageAddressGate.ts). Start-up work is Next's (src/instrumentation.ts); Payload starts with the first
 * request, which the server makes itself.
 *
 *   tsx scripts/serve.ts [--dev] [-p port] [-H hostname]     (npm start and npm run dev run it)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { parse } from 'node:url'
import { parseArgs } from 'node:util'
import { onCacheTagsCleared } from '../src/cache/cacheTagsCleared'
import { SELF_URL_VARIABLE } from '../src/cache/cacheTagsRoute'
import { parseEnv } from '../src/config/env'
import { APP_SERVER_FLAG } from '../src/db/stopTheAppServer'
import { imageAddressRefusal } from '../src/http/imageAddressRefusal'
import { decodedPath } from '../src/http/pageAddresses'
import { PEER_ADDRESS_HEADER } from '../src/http/peerAddress'
import { transportSecurityHeader } from '../src/http/transportSecurity'
import { pageAddressGate } from './pageAddressGate'

const { values } = parseArgs({
  options: { dev: { type: 'boolean', default: false }, port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
})
const dev = values.dev ?? false
// Next reads NODE_ENV while it loads: production unless developing, as `next start` does.
Object.assign(process.env, { NODE_ENV: dev ? 'development' : 'production' })
const port = Number(values.port ?? process.env.PORT ?? 3000)
// Payload and Next run in this process: without SERVER_URL, the site's address follows the port it serves.
process.env.PORT = String(port)
// This process serves visitors: its Payload works the job queues, and a database it cannot prepare stops it.
process.env[APP_SERVER_FLAG] = '1'
const hostname = values.hostname ?? process.env.HOSTNAME ?? '0.0.0.0'
// Where this server reaches itself: its start-up request, its address gate, and its listener's clearing of cache tags.
const selfOrigin = `http://${hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname}:${port}`
process.env[SELF_URL_VARIABLE] = selfOrigin
const hsts = transportSecurityHeader(parseEnv().SERVER_URL)

const { default: next } = await import('next')
const app = next({ dev, dir: process.cwd(), hostname, port })
const handle = app.getRequestHandler()
await app.prepare()
// Built pages only: the development server compiles routes on demand and has no routes manifest yet.
const addressGate = dev
  ? null
  : pageAddressGate({
      distDir: process.env.NEXT_DIST_DIR || '.next',
      origin: selfOrigin,
    })
// A change cleared from this instance's cache (src/instrumentation.ts): the gate reads the list of addresses anew.
onCacheTagsCleared(() => addressGate?.forget())

/**
 * The prerendered 404 page is kept by Next as a page like any other: its cached RSC variant (a client-side
 * navigation to an unknown address) would be answered 200. An address that is no page is a 404 in every form.
 */
function alwaysNotFound(response: ServerResponse): ServerResponse {
  Object.defineProperty(response, 'statusCode', { get: () => 404, set: () => undefined, configurable: true })
  return response
}

const plainText = (response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) =>
  void response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }).end(text)

async function answer(request: IncomingMessage, response: ServerResponse) {
  // An address that cannot be decoded names nothing; Next would fail on it (a 500 in the API's routes).
  if (decodedPath(request.url ?? '/') === null) return plainText(response, 400, 'Adresse mal formée.')
  // The image optimiser makes copies of uploads named as the site names them, not of the same file under other names.
  const imageRefusal = imageAddressRefusal(request.url ?? '/')
  if (imageRefusal) return plainText(response, 400, imageRefusal)
  const gate = addressGate && (await addressGate.answerOf(request))
  if (gate && 'movedTo' in gate) return plainText(response, 308, `Déplacé vers ${gate.movedTo}`, { Location: gate.movedTo })
  if (gate && request.method !== 'GET' && request.method !== 'HEAD') return plainText(response, 404, 'Page introuvable.')
  if (gate) return handle(request, alwaysNotFound(response), parse(gate.notFoundPage, true))
  return handle(request, response)
}

const server = createServer((request, response) => {
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? ''
  if (hsts) response.setHeader('Strict-Transport-Security', hsts)
  void answer(request, response)
})
// Longer than the usual load balancer's idle timeout, so that it, not us, closes idle connections.
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => {
  process.stdout.write(`Ready on http://${hostname}:${port} (${dev ? 'development' : 'production'})\n`)
  // Payload starts now rather than at the first visit, in the routes' code: its jobs run from the start, and a
  // database that cannot be prepared stops this server with its reason.
  if (!dev) void fetch(`${selfOrigin}/api/health`).catch(() => {})
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close()
    void app.close().finally(() => process.exit(0))
  })
}
