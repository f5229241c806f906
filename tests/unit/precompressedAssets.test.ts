import { describe, expect, it } from 'vitest'
import { offersBrotli } from '../../scripts/precompressedAssets'

describe('offersBrotli', () => {
  it('is true when Brotli is named and nothing is preferred to it (a tie goes to Brotli)', () => {
    expect(offersBrotli('gzip, deflate, br, zstd')).toBe(true)
    expect(offersBrotli('br;q=0.5, gzip;q=0.5')).toBe(true)
    expect(offersBrotli(' BR ')).toBe(true)
  })

  it('is false when another encoding is preferred, as the response compression then chooses it', () => {
    expect(offersBrotli('br;q=0.5, gzip')).toBe(false)
  })

  it('is false without Brotli, when it is refused, or for a name that only contains it', () => {
    expect(offersBrotli(undefined)).toBe(false)
    expect(offersBrotli('gzip, deflate')).toBe(false)
    expect(offersBrotli('br;q=0, gzip')).toBe(false)
    expect(offersBrotli('br; q=0.0')).toBe(false)
    expect(offersBrotli('brotli')).toBe(false)
  })
})
