import path from 'node:path'
import { chosenEncoding, precompressedFiles } from '@/http/precompressedFiles'

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

/** Each file compressed once per encoding, kept for the process's life (the package does not change under it). */
const copyOf = precompressedFiles()

/**
 * GET /monaco-editor/vs/… : the admin's code editor (src/admin/loadSiteMonaco.ts) loads Monaco, its
 * workers and its font from here. Paths stay inside the package's folder; an unknown file is a 404. The body
 * goes out already compressed as the client asks (the app server's compression leaves it so), a year-long
 * cache for a file named by its content.
 */
export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path: segments } = await params
  const file = path.resolve(root, ...segments)
  const contentType = contentTypes[path.extname(file)]
  if (!contentType || !file.startsWith(`${root}${path.sep}`) || segments.some((segment) => segment.includes('\0'))) return notFound()
  const encoding = chosenEncoding(request.headers.get('accept-encoding'))
  try {
    const body = await copyOf(file, encoding)
    return new Response(new Uint8Array(body), {
      headers: {
        'Content-Type': contentType,
        'Cache-Control': namedByContent.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      },
    })
  } catch {
    return notFound()
  }
}

const notFound = () => new Response('Introuvable.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
