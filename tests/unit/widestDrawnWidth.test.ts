import { describe, expect, it } from 'vitest'
import { widestDrawnWidth } from '@/rules/widestDrawnWidth'

describe('widestDrawnWidth', () => {
  it('takes the widest of each range: a fixed width, or a share of the screen up to the next condition', () => {
    // 190 px from 1024 px; 25 % of at most 1024 px from 640; half of at most 640 px below.
    expect(widestDrawnWidth('(min-width: 1024px) 190px, (min-width: 640px) 25vw, 50vw')).toBe(320)
    expect(widestDrawnWidth('(min-width: 1152px) 560px, (min-width: 640px) 50vw, 100vw')).toBe(640)
    expect(widestDrawnWidth('(min-width: 1024px) 560px, 100vw')).toBe(1024)
    expect(widestDrawnWidth('300px')).toBe(300)
    expect(widestDrawnWidth('(min-width: 1024px) 360px, 50vw')).toBe(512)
  })

  it('is null when a share of the screen has no wider condition above it', () => {
    expect(widestDrawnWidth('100vw')).toBeNull()
    expect(widestDrawnWidth('(min-width: 768px) 30vw, 100vw')).toBeNull()
    // Below 1024 px, the browser's default: the whole screen.
    expect(widestDrawnWidth('(min-width: 1024px) 300px')).toBeNull()
  })

  it('is null for what it cannot read: no sizes, other conditions, other units, conditions out of order', () => {
    expect(widestDrawnWidth(undefined)).toBeNull()
    expect(widestDrawnWidth('(max-width: 640px) 100vw, 50vw')).toBeNull()
    expect(widestDrawnWidth('calc(100vw - 2rem)')).toBeNull()
    expect(widestDrawnWidth('(min-width: 640px) 300px, (min-width: 1024px) 400px, 100vw')).toBeNull()
  })
})
