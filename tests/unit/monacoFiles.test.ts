import { describe, expect, it } from 'vitest'
import { GET } from '@/app/(payload)/monaco-editor/vs/[...path]/route'

const get = (...path: string[]) => GET(new Request('http://localhost/'), { params: Promise.resolve({ path }) })

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
})
