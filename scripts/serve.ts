/**
 * The app's HTTP server: Next's own request handler behind a plain Node server that does what only the
 * socket knows. It stamps each request with the socket's address (a client can never set that header,
 * so rate limits cannot be escaped with a forged X-Forwarded-For), sends HSTS when SERVER_URL is https, and
 * answers a redirect's old address with its 308, and addresses that are no page nor project with a prerendered
 * 404 page (scripts/pageAddressGate.ts). Lead
 * submissions are answered here, before Next, once Payload is up (scripts/leadFastPath.ts). Every answer is
 * compressed here, Brotli first (scripts/responseCompression.ts), the build's scripts and stylesheets once
 * at Brotli's highest quality (scripts/precompressedAssets.ts). A browser opening a page is told of the site's
 * stylesheets with the page's first bytes (scripts/stylesheetHint.ts), and gets its scripts once its first screen
 * is shown (scripts/scriptsAfterFirstPaint.ts).
 *
 *   tsx scripts/serve.ts [--dev] [-p port] [-H hostname]     (npm start and npm run dev run it)
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { parse } from 'node:url'
import { parseArgs } from 'node:util'
import { listenForCacheTags } from '../src/cache/listenForCacheTags'
import { parseEnv } from '../src/config/env'
import { APP_SERVER_FLAG } from '../src/db/stopTheAppServer'
import { imageAddressRefusal } from '../src/http/imageAddressRefusal'
import { decodedPath } from '../src/http/pageAddresses'
import { PEER_ADDRESS_HEADER } from '../src/http/peerAddress'
import { transportSecurityHeader } from '../src/http/transportSecurity'
import { monacoPath } from '../src/admin/monacoPath'
import { leadFastPath } from './leadFastPath'
import { opensSitePage } from './opensSitePage'
import { pageAddressGate } from './pageAddressGate'
import { precompressedAssets } from './precompressedAssets'
import { responseCompression } from './responseCompression'
import { sendScriptsAfterFirstPaint } from './scriptsAfterFirstPaint'
import { siteStylesheetHint } from './stylesheetHint'

const { values } = parseArgs({
  options: { dev: { type: 'boolean', default: false }, port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
})
const dev = values.dev ?? false
// Next reads NODE_ENV while it loads: production unless developing, as `next start` does.
Object.assign(process.env, { NODE_ENV: dev ? 'development' : 'production' })
const port = Number(values.port ?? process.env.PORT ?? 3000)
// Payload and Next run in this process: without SERVER_URL, the site's address follows the port it serves.
process.env.PORT = String(port)
process.env[APP_SERVER_FLAG] = '1'
const hostname = values.hostname ?? process.env.HOSTNAME ?? '0.0.0.0'
const { SERVER_URL, LEAD_FAST_PATH, DATABASE_URL } = parseEnv()
const hsts = transportSecurityHeader(SERVER_URL)
const distDir = process.env.NEXT_DIST_DIR || '.next'

const { default: next } = await import('next')
const app = next({ dev, dir: process.cwd(), hostname, port })
const handle = app.getRequestHandler()
await app.prepare()
// Built pages only: the development server compiles routes on demand and has no routes manifest yet.
const addressGate = dev
  ? null
  : pageAddressGate({
      distDir,
      origin: `http://${hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname}:${port}`,
    })
// What a committed change clears (from any instance, the job runner, the seed) is cleared in this instance's
// cache, and the gate reads the list of addresses anew.
if (DATABASE_URL) {
  listenForCacheTags(
    DATABASE_URL,
    {
      info: (line) => process.stdout.write(`${line}\n`),
      error: (line) => process.stderr.write(`${line}\n`),
    },
    { onCleared: () => addressGate?.forget() },
  )
}
// Production only: it reads the build's header rules, and in development the route reloads with the code.
const answersLead = dev || LEAD_FAST_PATH === 'off' ? null : leadFastPath(distDir)
const compress = responseCompression()
// Production only: the development server's scripts change as the code does.
const answersAsset = dev ? null : precompressedAssets(distDir)
// Production only: the development server's stylesheets change as the code does.
const stylesheetHint = dev ? null : siteStylesheetHint(distDir)

/**
 * The prerendered 404 page is kept by Next as a page like any other: its cached RSC variant (a client-side
 * navigation to an unknown address) would be answered 200. An address that is no page is a 404 in every form.
 */
function alwaysNotFound(response: ServerResponse): ServerResponse {
  Object.defineProperty(response, 'statusCode', { get: () => 404, set: () => undefined, configurable: true })
  return response
}

async function answer(request: IncomingMessage, response: ServerResponse) {
  // An address that cannot be decoded names nothing; Next would fail on it (a 500 in the API's routes).
  if (decodedPath(request.url ?? '/') === null) {
    response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Adresse mal formée.')
    return
  }
  // The image optimiser makes copies of uploads named as the site names them, not of the same file under other names.
  const imageRefusal = imageAddressRefusal(request.url ?? '/')
  if (imageRefusal) {
    response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end(imageRefusal)
    return
  }
  const gate = addressGate && (await addressGate.answerOf(request))
  if (gate && 'movedTo' in gate) {
    response.writeHead(308, { Location: gate.movedTo, 'Content-Type': 'text/plain; charset=utf-8' }).end(`Déplacé vers ${gate.movedTo}`)
    return
  }
  if (gate) {
    if (request.method === 'GET' || request.method === 'HEAD') return handle(request, alwaysNotFound(response), parse(gate.notFoundPage, true))
    // Any other method on an address that is no page: refused here, Next never renders it.
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Page introuvable.')
    return
  }
  return handle(request, response)
}

const server = createServer((request, response) => {
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? ''
  if (hsts) response.setHeader('Strict-Transport-Security', hsts)
  const sitePage = !dev && opensSitePage(request)
  if (stylesheetHint && sitePage) response.setHeader('Link', stylesheetHint)
  if (answersAsset?.(request, response)) return
  // Monaco's files (up to 7 MB each) go as they are, cached a year by the browser: compressed here, each
  // request cost hundreds of milliseconds of CPU.
  if (request.url?.startsWith(`${monacoPath}/`)) return void answer(request, response)
  compress(request, response, () => {
    if (sitePage) sendScriptsAfterFirstPaint(response)
    if (answersLead?.(request, response)) return
    void answer(request, response)
  })
})
// Longer than the usual load balancer's idle timeout, so that it, not us, closes idle connections.
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => {
  process.stdout.write(`Ready on http://${hostname}:${port} (${dev ? 'development' : 'production'})\n`)
  // Payload starts now rather than at the first visit: its jobs run from the start, and a database that
  // cannot be prepared stops this server with its reason (src/db/stopTheAppServer.ts).
  if (!dev) void fetch(`http://${hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname}:${port}/api/health`).catch(() => {})
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close()
    void app.close().finally(() => process.exit(0))
  })
}
