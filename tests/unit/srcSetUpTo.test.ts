import { describe, expect, it } from 'vitest'
import { srcSetCovering, srcSetUpTo } from '@/rules/srcSetUpTo'

const srcSet =
  '/_next/image?url=%2Fa.webp&w=640&q=50 640w, /_next/image?url=%2Fa.webp&w=750&q=50 750w, /_next/image?url=%2Fa.webp&w=1080&q=50 1080w'

describe('srcSetUpTo', () => {
  it('keeps the candidates no wider than the limit, narrowest first', () => {
    expect(srcSetUpTo(srcSet, 828)).toBe('/_next/image?url=%2Fa.webp&w=640&q=50 640w, /_next/image?url=%2Fa.webp&w=750&q=50 750w')
  })

  it('keeps the narrowest candidate when every one is wider', () => {
    expect(srcSetUpTo(srcSet, 320)).toBe('/_next/image?url=%2Fa.webp&w=640&q=50 640w')
  })

  it('keeps commas inside an address and ignores density descriptors', () => {
    expect(srcSetUpTo('/a.webp?x=1,2 400w, /b.webp 2x', 500)).toBe('/a.webp?x=1,2 400w')
  })
})

describe('srcSetCovering', () => {
  const at = (width: number) => `/_next/image?url=%2Fa.webp&w=${width}&q=75`
  const all = [256, 384, 640, 750, 1080, 3840].map((width) => `${at(width)} ${width}w`).join(', ')

  it('keeps every narrower candidate and the first one wide enough, which becomes the fallback', () => {
    expect(srcSetCovering(all, 640)).toEqual({ srcSet: `${at(256)} 256w, ${at(384)} 384w, ${at(640)} 640w`, widest: at(640) })
    expect(srcSetCovering(all, 700).srcSet).toBe(`${at(256)} 256w, ${at(384)} 384w, ${at(640)} 640w, ${at(750)} 750w`)
  })

  it('keeps them all when none is wide enough', () => {
    expect(srcSetCovering(all, 5000)).toEqual({ srcSet: all, widest: at(3840) })
  })
})
