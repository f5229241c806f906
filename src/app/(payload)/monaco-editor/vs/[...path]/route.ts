import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

/** Monaco's own build, as the package installs it: served from the site, never from a CDN. */
const root = path.join(process.cwd(), 'node_modules', 'monaco-editor', 'min', 'vs')

/** The file kinds Monaco loads; anything else is not served. */
const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ttf': 'font/ttf',
}

/** Monaco's build names most files by their content (`ts.worker-g3pjEjl4.js`): those never change under one name. */
const namedByContent = /-[A-Za-z0-9_-]{8}\.[a-z]+$/

/**
 * GET /monaco-editor/vs/… : the admin's code editor (src/admin/loadSiteMonaco.ts) loads Monaco, its
 * workers and its font from here. Paths stay inside the package's folder; an unknown file is a 404. The file
 * goes out as it is, never compressed per request (no-transform, which Next's compression respects: its 7 MB
 * worker cost 680 ms of CPU each time), with a year-long cache for a file named by its content, so that a browser
 * fetches it once. Next drops a route's Content-Encoding, so a copy compressed here could not be sent as such.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path: segments } = await params
  const file = path.resolve(root, ...segments)
  const contentType = contentTypes[path.extname(file)]
  if (!contentType || !file.startsWith(`${root}${path.sep}`) || segments.some((segment) => segment.includes('\0'))) return notFound()
  try {
    if (!(await stat(file)).isFile()) return notFound()
    // Streamed from the disk in small chunks: other requests are answered between them.
    const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>
    return new Response(body, {
      headers: {
        'Content-Type': contentType,
        'Cache-Control': namedByContent.test(file)
          ? 'public, max-age=31536000, immutable, no-transform'
          : 'public, max-age=3600, no-transform',
      },
    })
  } catch {
    return notFound()
  }
}

const notFound = () => new Response('Introuvable.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
