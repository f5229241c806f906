import { describe, expect, it } from 'vitest'
import { srcSetCovering, srcSetUpTo, storedSrcSet } from '@/rules/srcSetUpTo'

const srcSet = '/api/media/file/a-640x400.webp 640w, /api/media/file/a-750x469.webp 750w, /api/media/file/a-1080x675.webp 1080w'

describe('srcSetUpTo', () => {
  it('keeps the candidates no wider than the limit, narrowest first', () => {
    expect(srcSetUpTo(srcSet, 828)).toBe('/api/media/file/a-640x400.webp 640w, /api/media/file/a-750x469.webp 750w')
  })

  it('keeps the narrowest candidate when every one is wider', () => {
    expect(srcSetUpTo(srcSet, 320)).toBe('/api/media/file/a-640x400.webp 640w')
  })

  it('keeps commas inside an address and ignores density descriptors', () => {
    expect(srcSetUpTo('/a.webp?x=1,2 400w, /b.webp 2x', 500)).toBe('/a.webp?x=1,2 400w')
  })
})

describe('srcSetCovering', () => {
  const at = (width: number) => `/api/media/file/a-${width}.webp`
  const all = [256, 384, 640, 750, 1080, 3840].map((width) => `${at(width)} ${width}w`).join(', ')

  it('keeps every narrower candidate and the first one wide enough, which becomes the fallback', () => {
    expect(srcSetCovering(all, 640)).toEqual({ srcSet: `${at(256)} 256w, ${at(384)} 384w, ${at(640)} 640w`, widest: at(640) })
    expect(srcSetCovering(all, 700).srcSet).toBe(`${at(256)} 256w, ${at(384)} 384w, ${at(640)} 640w, ${at(750)} 750w`)
  })

  it('keeps them all when none is wide enough', () => {
    expect(srcSetCovering(all, 5000)).toEqual({ srcSet: all, widest: at(3840) })
  })
})

describe('storedSrcSet', () => {
  it('names each stored file by its width, narrowest first', () => {
    expect(
      storedSrcSet([
        { url: '/api/media/file/a-w640.webp', width: 640 },
        { url: '/api/media/file/a-w384.webp', width: 384 },
        { url: '/api/media/file/a.jpg', width: 1600 },
      ]),
    ).toBe('/api/media/file/a-w384.webp 384w, /api/media/file/a-w640.webp 640w, /api/media/file/a.jpg 1600w')
  })

  it('keeps the size made at upload over the original of the same width, and leaves out files without a width', () => {
    expect(
      storedSrcSet([
        { url: '/api/media/file/a-w2560.webp', width: 2560 },
        { url: '/api/media/file/a.jpg', width: 2560 },
        { url: '/api/media/file/b.webp', width: 0 },
      ]),
    ).toBe('/api/media/file/a-w2560.webp 2560w')
  })
})
