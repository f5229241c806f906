import { describe, expect, it } from 'vitest'
import { carriesPreviewId } from '@/http/carriesPreviewId'

const id = 'd5898c1a2cdf8912d756ebbeeeaf868e'

describe('carriesPreviewId', () => {
  it('opens draft mode only for the build’s preview id', () => {
    expect(carriesPreviewId(`__prerender_bypass=${id}`, id)).toBe(true)
    expect(carriesPreviewId(`payload-token=abc; __prerender_bypass=${id}; other=1`, id)).toBe(true)
  })

  it('refuses a forged, empty or hidden cookie, and a forged one beside the real one', () => {
    for (const header of [
      undefined,
      '',
      '__prerender_bypass=anything',
      '__prerender_bypass=',
      `x__prerender_bypass=${id}`,
      `other=__prerender_bypass=${id}`,
      `__prerender_bypass=${id}; __prerender_bypass=forged`,
      `__prerender_bypass=${id}x`,
    ])
      expect(carriesPreviewId(header, id), String(header)).toBe(false)
    expect(carriesPreviewId('__prerender_bypass=', '')).toBe(false)
  })
})
