import { createServer, get, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { loaderScript, scriptsAfterFirstPaint, sendScriptsAfterFirstPaint } from '../../scripts/scriptsAfterFirstPaint'

// A document as Next writes a prerendered page: scripts and a preload in the head, one chunk's script in the body.
const page = [
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/part.js"/>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script><script src="/_next/static/chunks/react.js" async=""></script>',
  '<title>Combles</title><script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
  '<body><header>Menu</header><main><h1>Gagnez des mètres carrés</h1><p>Tél. : 03 20 00 00 00 — « devis »</p>',
  '<script src="/_next/static/chunks/part.js" async=""></script></main>',
  '<script>self.__next_f=self.__next_f||[]</script><script>self.__next_f.push([1,"\\u003cp\\u003e"])</script></body></html>',
].join('')
const allSources = ['runtime.js', 'react.js', 'part.js'].map((name) => `/_next/static/chunks/${name}`)

/** The document rewritten from `chunks`, fed in order. */
function rewritten(chunks: string[]): string {
  const document = scriptsAfterFirstPaint()
  return chunks.map((chunk) => document.write(chunk)).join('') + document.end()
}

/** `text` in pieces of `size` characters. */
const pieces = (text: string, size: number) =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, at) => text.slice(at * size, (at + 1) * size))

/** The sources the rewritten document asks for, in order: the loader's list, then each script handed to it later. */
const requested = (html: string) =>
  [...html.matchAll(/(?:\}\)|self\.__scriptsAfterFirstPaint)\((\[[^\]]*\])\)<\/script>/g)].flatMap(
    (match) => JSON.parse(match[1]!) as string[],
  )

describe('scriptsAfterFirstPaint', () => {
  it('takes the scripts and their preloads out of a page and lists them for the loader, after the charset', () => {
    const html = rewritten([page])
    expect(html).not.toMatch(/<script src="[^"]+" async="">/)
    expect(html).not.toContain('as="script"')
    expect(
      html.startsWith(`<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>${loaderScript(allSources)}<meta name="viewport"`),
    ).toBe(true)
    expect(requested(html)).toEqual(allSources)
  })

  it('leaves the rest of the page as it was: stylesheet, polyfills, text and the inline RSC payload', () => {
    const html = rewritten([page])
    const withoutScripts = page.replace(/<link rel="preload" as="script"[^>]*>/, '').replace(/<script src="[^"]+" async=""><\/script>/g, '')
    expect(html.replace(loaderScript(allSources), '')).toBe(withoutScripts)
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>')
    expect(html).toContain('<script>self.__next_f.push([1,"\\u003cp\\u003e"])</script>')
  })

  it('gives the same page, scripts asked for once each, however the document is cut into chunks', () => {
    for (const size of [1, 2, 7, 64, 300]) {
      const html = rewritten(pieces(page, size))
      expect(requested(html), `chunks of ${size}`).toEqual(allSources)
      expect(html, `chunks of ${size}`).not.toMatch(/<script src="[^"]+" async="">/)
      // Without the loader and the scripts handed to it, the same markup as from one chunk.
      const bare = (text: string) => text.replace(/<script>[^<]*\(\[[^\]]*\]\)<\/script>/g, '')
      expect(bare(html), `chunks of ${size}`).toBe(bare(rewritten([page])))
    }
  })

  it('hands a script streamed after the head to the loader where it stood', () => {
    const [head, body] = page.split('<body>') as [string, string]
    const html = rewritten([head, `<body>${body}`])
    expect(html).toContain('<main><h1>')
    expect(html).toContain(`</p><script>self.__scriptsAfterFirstPaint(["/_next/static/chunks/part.js"])</script></main>`)
    expect(requested(html)).toEqual(allSources)
  })

  it('lets a document without a head pass as it is', () => {
    const text = '<p>Erreur <script src="/x.js" async=""></script></p>'
    expect(rewritten(pieces(text, 5))).toBe(text)
  })
})

describe('sendScriptsAfterFirstPaint', () => {
  let server: Server | undefined
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())))

  /** What a client receives from a server that answers with `answer`, the rewriter on its response. */
  async function served(answer: (response: import('node:http').ServerResponse) => void) {
    server = createServer((_request, response) => {
      sendScriptsAfterFirstPaint(response)
      answer(response)
    })
    await new Promise<void>((listening) => server!.listen(0, '127.0.0.1', listening))
    const { port } = server.address() as AddressInfo
    return new Promise<{ body: string; length?: string }>((received, failed) => {
      get(`http://127.0.0.1:${port}/`, (response) => {
        const parts: Buffer[] = []
        response.on('data', (part: Buffer) => parts.push(part))
        response.on('end', () => received({ body: Buffer.concat(parts).toString('utf8'), length: response.headers['content-length'] }))
      }).on('error', failed)
    })
  }

  it('rewrites an HTML page sent in one piece, with the length Next set for the original dropped', async () => {
    const { body, length } = await served((response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.setHeader('Content-Length', Buffer.byteLength(page))
      response.end(Buffer.from(page))
    })
    expect(body).toBe(rewritten([page]))
    expect(length).toBeUndefined()
  })

  it('rewrites a page streamed in bytes cut inside a letter, and keeps every letter', async () => {
    const bytes = Buffer.from(page)
    // Cut inside "è" (two bytes in UTF-8) and inside a script element.
    const cuts = [page.indexOf('mètres') + 2, page.indexOf('react.js'), bytes.length - 40]
    const { body } = await served((response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      let from = 0
      for (const cut of cuts) {
        response.write(bytes.subarray(from, cut))
        from = cut
      }
      response.end(bytes.subarray(from))
    })
    expect(body).toContain('Gagnez des mètres carrés')
    expect(body).toContain('« devis »')
    expect(requested(body)).toEqual(allSources)
    expect(body).not.toMatch(/<script src="[^"]+" async="">/)
  })

  it('sends anything but HTML as it is', async () => {
    const json = JSON.stringify({ script: '<script src="/x.js" async=""></script>' })
    const { body, length } = await served((response) => {
      response.setHeader('Content-Type', 'application/json')
      response.setHeader('Content-Length', Buffer.byteLength(json))
      response.end(json)
    })
    expect(body).toBe(json)
    expect(length).toBe(String(Buffer.byteLength(json)))
  })
})
