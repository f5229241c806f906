/**
 * The app's HTTP server: Next's own request handler behind a plain Node server that does what only the
 * socket knows. It stamps each request with the socket's address (a client can never set that header,
 * so rate limits cannot be escaped with a forged X-Forwarded-For) and sends HSTS when SERVER_URL is https.
 *
 *   tsx scripts/serve.ts [--dev] [-p port] [-H hostname]     (npm start and npm run dev run it)
 */
import { createServer } from 'node:http'
import { parseArgs } from 'node:util'
import { parseEnv } from '../src/config/env'
import { PEER_ADDRESS_HEADER } from '../src/http/peerAddress'
import { transportSecurityHeader } from '../src/http/transportSecurity'

const { values } = parseArgs({
  options: { dev: { type: 'boolean', default: false }, port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
})
const dev = values.dev ?? false
// Next reads NODE_ENV while it loads: production unless developing, as `next start` does.
Object.assign(process.env, { NODE_ENV: dev ? 'development' : 'production' })
const port = Number(values.port ?? process.env.PORT ?? 3000)
const hostname = values.hostname ?? process.env.HOSTNAME ?? '0.0.0.0'
const hsts = transportSecurityHeader(parseEnv().SERVER_URL)

const { default: next } = await import('next')
const app = next({ dev, dir: process.cwd(), hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

const server = createServer((request, response) => {
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? ''
  if (hsts) response.setHeader('Strict-Transport-Security', hsts)
  void handle(request, response)
})
// Longer than the usual load balancer's idle timeout, so that it, not us, closes idle connections.
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => {
  process.stdout.write(`Ready on http://${hostname}:${port} (${dev ? 'development' : 'production'})\n`)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close()
    void app.close().finally(() => process.exit(0))
  })
}
