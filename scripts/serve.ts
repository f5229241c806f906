/**
 * The app's HTTP server: Next's own request handler, each request stamped with the socket's address (a client
 * can never set that header, so rate limits cannot be escaped with a forged X-Forwarded-For). Nothing else:
 * what is answered before the routes is Next's proxy (src/proxy.ts), start-up work Next's instrumentation.
 *
 *   tsx scripts/serve.ts [--dev] [-p port] [-H hostname]     (npm start and npm run dev run it)
 */
import { createServer } from 'node:http'
import { parseArgs } from 'node:util'
import { SELF_URL_VARIABLE } from '../src/cache/cacheTagsRoute'
import { APP_SERVER_FLAG } from '../src/db/stopTheAppServer'
import { PEER_ADDRESS_HEADER } from '../src/http/peerAddress'

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
// Where the app reaches itself (its start-up request, the address gate's list, the clearing of cache tags).
const selfOrigin = `http://${hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname}:${port}`
process.env[SELF_URL_VARIABLE] = selfOrigin

const { default: next } = await import('next')
// No host name: Next then speaks of itself as localhost, as its proxy's URLs do; given 127.0.0.1, it takes an
// address the proxy names (a redirect's, a rewrite's) for another site's.
const app = next({ dev, dir: process.cwd(), port })
const handle = app.getRequestHandler()
await app.prepare()

const server = createServer((request, response) => {
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? ''
  void handle(request, response)
})
// Longer than the usual load balancer's idle timeout, so that it, not us, closes idle connections.
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => {
  process.stdout.write(`Ready on http://${hostname}:${port} (${dev ? 'development' : 'production'})\n`)
  // Payload starts now rather than at the first visit: its jobs run from the start, and a database that
  // cannot be prepared stops this server with its reason.
  if (!dev) void fetch(`${selfOrigin}/api/health`).catch(() => {})
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close()
    void app.close().finally(() => process.exit(0))
  })
}
