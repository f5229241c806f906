import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { GET } from '@/app/(payload)/monaco-editor/vs/[...path]/route'

const get = (...path: string[]) => GET(new Request('http://localhost/'), { params: Promise.resolve({ path }) })
const monacoFile = (...segments: string[]) => readFile(path.join(process.cwd(), 'node_modules', 'monaco-editor', 'min', 'vs', ...segments))

describe('Monaco served by the site', () => {
  it('serves the loader, the editor and its stylesheet with their types', async () => {
    const loader = await get('loader.js')
    expect(loader.status).toBe(200)
    expect(loader.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect((await get('editor', 'editor.main.css')).headers.get('content-type')).toBe('text/css; charset=utf-8')
  })

  it('serves nothing outside the package’s folder, nor other kinds of file', async () => {
    expect((await get('..', '..', 'package.json')).status).toBe(404)
    expect((await get('..', '..', '..', '..', '..', 'package.json')).status).toBe(404)
    expect((await get('..', '..', '..', 'dompurify', 'dist', 'purify.js')).status).toBe(404)
    expect((await get('loader.js\u0000.css')).status).toBe(404)
    expect((await get('absent.js')).status).toBe(404)
  })

  it('sends each file as it is, with a year-long cache for a file named by its content', async () => {
    const raw = await monacoFile('loader.js')
    const loader = await get('loader.js')
    expect(loader.headers.get('content-encoding')).toBeNull()
    expect(Buffer.from(await loader.arrayBuffer()).equals(raw)).toBe(true)
    // loader.js keeps its name from one version to the next; a worker's name carries its content's hash.
    expect(loader.headers.get('cache-control')).toBe('public, max-age=3600, no-transform')
    const worker = await get('assets', 'json.worker-Csf_TLih.js')
    expect(worker.headers.get('cache-control')).toBe('public, max-age=31536000, immutable, no-transform')
  })
})
