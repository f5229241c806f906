import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it, vi } from 'vitest'
import { GET } from '@/app/(payload)/monaco-editor/vs/[...path]/route'
import { precompressedFiles } from '@/http/precompressedFiles'

const get = (...path: string[]) => GET(new Request('http://localhost/'), { params: Promise.resolve({ path }) })
const getEncoded = (acceptEncoding: string, ...path: string[]) =>
  GET(new Request('http://localhost/', { headers: { 'Accept-Encoding': acceptEncoding } }), { params: Promise.resolve({ path }) })
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

  it('sends a compressed copy made once, with a year-long cache for a file named by its content', async () => {
    const raw = await monacoFile('loader.js')
    const first = await getEncoded('gzip, deflate, br, zstd', 'loader.js')
    expect(first.headers.get('content-encoding')).toBe('br')
    expect(first.headers.get('vary')).toBe('Accept-Encoding')
    const body = Buffer.from(await first.arrayBuffer())
    expect(brotliDecompressSync(body).equals(raw)).toBe(true)
    // The same bytes again, from memory: the app server's compression leaves an encoded answer as it is.
    const second = Buffer.from(await (await getEncoded('br', 'loader.js')).arrayBuffer())
    expect(second.equals(body)).toBe(true)
    const gzipped = await getEncoded('gzip', 'loader.js')
    expect(gzipped.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).equals(raw)).toBe(true)
    const plain = await getEncoded('identity', 'loader.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(Buffer.from(await plain.arrayBuffer()).equals(raw)).toBe(true)
    // loader.js keeps its name from one version to the next; a worker's name carries its content's hash.
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600')
    const worker = await getEncoded('br', 'assets', 'json.worker-Csf_TLih.js')
    expect(worker.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })
})

describe('precompressedFiles', () => {
  it('compresses a file once per encoding, however many requests ask for it, together or one after the other', async () => {
    const compress = vi.fn(async (raw: Buffer, encoding: string) => Buffer.concat([Buffer.from(`${encoding}:`), raw]))
    const read = vi.fn(async (file: string) => Buffer.from(file))
    const copyOf = precompressedFiles(compress, read)
    const together = await Promise.all([copyOf('/a.js', 'br'), copyOf('/a.js', 'br'), copyOf('/a.js', 'br')])
    expect(await copyOf('/a.js', 'br')).toBe(together[0])
    expect(together.map(String)).toEqual(['br:/a.js', 'br:/a.js', 'br:/a.js'])
    expect(String(await copyOf('/a.js', 'gzip'))).toBe('gzip:/a.js')
    expect(String(await copyOf('/a.js', null))).toBe('/a.js')
    expect(compress).toHaveBeenCalledTimes(2)
  })

  it('keeps nothing for a file it cannot read: the next request tries again', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('ENOENT')).mockResolvedValue(Buffer.from('x'))
    const copyOf = precompressedFiles(async (raw) => raw, read)
    await expect(copyOf('/absent.js', 'br')).rejects.toThrow('ENOENT')
    expect(String(await copyOf('/absent.js', 'br'))).toBe('x')
    expect(read).toHaveBeenCalledTimes(2)
  })
})
