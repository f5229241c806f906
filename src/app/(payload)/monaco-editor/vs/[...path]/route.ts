import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** Monaco's own build, as the package installs it: served from the site, never from a CDN. */
const root = path.join(process.cwd(), 'node_modules', 'monaco-editor', 'min', 'vs')

/** The file kinds Monaco loads; anything else is not served. */
const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.ttf': 'font/ttf',
}

/**
 * GET /monaco-editor/vs/… : the admin's code editor (src/admin/MonacoFromSite.tsx) loads Monaco, its
 * workers and its font from here. Paths stay inside the package's folder; an unknown file is a 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path: segments } = await params
  const file = path.resolve(root, ...segments)
  const contentType = contentTypes[path.extname(file)]
  if (!contentType || !file.startsWith(`${root}${path.sep}`) || segments.some((segment) => segment.includes('\0'))) return notFound()
  try {
    return new Response(new Uint8Array(await readFile(file)), {
      headers: { 'Content-Type': contentType, 'Cache-Control': 'public, max-age=3600' },
    })
  } catch {
    return notFound()
  }
}

const notFound = () => new Response('Introuvable.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
