import { describe, expect, it } from 'vitest'
import { payloadBytes, scriptSources } from '../../bench/pageWeight'

describe('scriptSources (first-load JS of the bench)', () => {
  it('lists the scripts a modern browser loads, once each, and skips nomodule polyfills and inline scripts', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script>self.__next_f.push([1,""])</script>',
      '<script async src="/_next/static/chunks/b.js?v=1&amp;x=2"></script>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
    ].join('')
    expect(scriptSources(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js?v=1&x=2'])
  })

  it('counts the chunks a page preloads as scripts (a part drawn from its own chunk), not other preloads', () => {
    const html = [
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
      '<link rel="preload" href="/_next/static/chunks/form.js" as="script" fetchPriority="low"/>',
      '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" type="font/woff2"/>',
      '<link rel="stylesheet" href="/_next/static/css/site.css"/>',
      '<script src="/_next/static/chunks/a.js" async=""></script>',
    ].join('')
    expect(scriptSources(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/form.js'])
  })
})

describe('payloadBytes (HTML weight of the bench)', () => {
  it('sums the inline RSC payload scripts only', () => {
    const push = 'self.__next_f.push([1,"é"])'
    const html = `<p>texte</p><script>${push}</script><script src="/a.js"></script><script>${push}</script><script>other()</script>`
    expect(payloadBytes(html)).toBe(2 * Buffer.byteLength(push))
  })
})
