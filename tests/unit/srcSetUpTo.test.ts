import { describe, expect, it } from 'vitest'
import { srcSetUpTo } from '@/rules/srcSetUpTo'

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
