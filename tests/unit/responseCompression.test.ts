import { createServer, get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Duplex } from 'node:stream'
import { brotliDecompressSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { SMALL_ANSWER_BYTES, responseCompression } from '../../scripts/responseCompression'

let server: Server | undefined
afterEach(() => server?.close())

/** Serves the first part of a page through the compression, then waits: the client decides when it ends. */
async function startServer(onAnswer: (compressed: unknown, response: import('node:http').ServerResponse) => void): Promise<string> {
  const compress = responseCompression()
  server = createServer((request, response) =>
    compress(request, response, () => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.write('<p>Combles</p>'.repeat(500))
      ;(response as unknown as { flush: () => void }).flush()
      // The middleware hands out its compression stream from response.on('drain').
      onAnswer(
        response.on('drain', () => {}),
        response,
      )
    }),
  )
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
}

describe('responseCompression', () => {
  it('sends Brotli to a client that offers it, flushed as written', async () => {
    const address = await startServer((_, response) => setTimeout(() => response.end('<p>fin</p>'), 50))
    const body = await new Promise<Buffer>((resolve, reject) =>
      get(address, { headers: { 'accept-encoding': 'gzip, br' } }, (response) => {
        expect(response.headers['content-encoding']).toBe('br')
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve(Buffer.concat(chunks)))
      }).on('error', reject),
    )
    expect(brotliDecompressSync(body).toString()).toBe(`${'<p>Combles</p>'.repeat(500)}<p>fin</p>`)
  })

  it('destroys the compression stream of an answer whose client went away before its end', async () => {
    let compressed: unknown
    let closed!: () => void
    const gone = new Promise<void>((resolve) => (closed = resolve))
    const address = await startServer((stream, response) => {
      compressed = stream
      response.once('close', () => setImmediate(closed))
    })
    const request = get(address, { headers: { 'accept-encoding': 'br' } }, (response) => response.once('data', () => request.destroy()))
    request.on('error', () => {})
    await gone
    expect(compressed).toBeInstanceOf(Duplex)
    expect((compressed as Duplex).destroyed).toBe(true)
  })

  it('sends an answer whole under 1 KB as is, and a larger one compressed, to a browser that offers Brotli', async () => {
    const compress = responseCompression()
    const sizes = { small: SMALL_ANSWER_BYTES - 1, large: SMALL_ANSWER_BYTES }
    server = createServer((request, response) =>
      compress(request, response, () => {
        const body = JSON.stringify({ id: 'x'.repeat(sizes[request.url === '/small' ? 'small' : 'large'] - 9) })
        response.writeHead(201, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
        response.end(body)
      }),
    )
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const fetchRaw = (path: string) =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) =>
        get(`${address}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }))
        }).on('error', reject),
      )
    const small = await fetchRaw('/small')
    expect(small.encoding).toBeUndefined()
    expect(small.body.length).toBe(sizes.small)
    const large = await fetchRaw('/large')
    expect(large.encoding).toBe('br')
    expect(brotliDecompressSync(large.body).length).toBe(sizes.large)
  })
})
