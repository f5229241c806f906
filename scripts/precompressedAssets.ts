import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import Negotiator from 'negotiator'
import { configHeaders, routesManifest } from './configHeaders'

const STATIC_PREFIX = '/_next/static/'
const contentTypes: Record<string, string> = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' }
const compressed = promisify(brotliCompress)

/**
 * Whether the response compression would answer in Brotli: the same library and the same call as its
 * middleware (compression 1.8's encodings, Brotli then gzip preferred on a tie), so that a client gets one
 * encoding whichever path answers.
 */
export function offersBrotli(acceptEncoding: string | undefined): boolean {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } })
  return negotiator.encoding(['br', 'gzip', 'deflate', 'identity'], ['br', 'gzip']) === 'br'
}

/**
 * The build's scripts and stylesheets (/_next/static/…, named by their content, so never changed) sent in
 * Brotli at its highest quality, compressed once per file in the background the first time one is asked
 * for (on libuv's threads, about 50 ms per 100 KB): the home page's scripts go 14 % under gzip instead of
 * 5 % at the per-request quality 5. Until a file is ready, and for any other request (no Brotli offered,
 * a range, a conditional request, HEAD), it answers false and the request goes on to Next, compressed per
 * request. The headers are Next's for the file (next.config.mjs's rules, type, cache, validators) but for
 * the length and encoding; e2e/site-pages.spec.ts compares them.
 */
export function precompressedAssets(distDir: string) {
  const staticDir = path.resolve(distDir, 'static')
  const manifest = routesManifest(distDir)
  /** Each file's copy and the headers it is sent with, built once. */
  const ready = new Map<string, { body: Buffer; headers: Record<string, string | number> }>()
  const started = new Set<string>()

  function compressInBackground(pathname: string, file: string, type: string): void {
    if (started.has(pathname)) return
    started.add(pathname)
    // A rule that depends on the request (has/missing) cannot be answered here: Next keeps the file.
    const rules = configHeaders(manifest, pathname)
    if (!rules) return
    Promise.all([readFile(file), stat(file)])
      .then(async ([raw, { size, mtime }]) => {
        const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length }
        const body = await compressed(raw, { params })
        const headers = {
          ...rules,
          'Content-Type': type,
          'Cache-Control': 'public, max-age=31536000, immutable',
          'Accept-Ranges': 'bytes',
          // Next's validators for the file (those of its `send`), so that a conditional request it answers agrees.
          'Last-Modified': mtime.toUTCString(),
          ETag: `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`,
          Vary: 'Accept-Encoding',
          'Content-Encoding': 'br',
          'Content-Length': body.length,
        }
        ready.set(pathname, { body, headers })
      })
      // No such file: Next answers the request (a 404), and the name is not kept (any address can be asked for).
      .catch(() => started.delete(pathname))
  }

  /** Sends the file's Brotli copy and says true, or says false and leaves the request to Next. */
  return function answersAsset(request: IncomingMessage, response: ServerResponse): boolean {
    const url = request.url ?? ''
    if (request.method !== 'GET' || !url.startsWith(STATIC_PREFIX)) return false
    const pathname = url.split('?')[0]!
    const type = contentTypes[path.extname(pathname)]
    const file = path.resolve(staticDir, pathname.slice(STATIC_PREFIX.length))
    // Only a file of the build's static folder, named as it is on disk.
    if (!type || pathname.includes('%') || !file.startsWith(`${staticDir}${path.sep}`)) return false
    if (!offersBrotli(request.headers['accept-encoding']) || request.headers.range) return false
    if (request.headers['if-none-match'] || request.headers['if-modified-since']) return false
    const asset = ready.get(pathname)
    if (!asset) {
      compressInBackground(pathname, file, type)
      return false
    }
    response.writeHead(200, asset.headers)
    response.end(asset.body)
    return true
  }
}
