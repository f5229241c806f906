import { describe, expect, it } from 'vitest'
import { scriptSources } from '../../bench/pageWeight'

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
})
