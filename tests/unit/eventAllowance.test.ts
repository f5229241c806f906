import { describe, expect, it } from 'vitest'
import { createEventAllowance } from '@/audience/server/eventAllowance'

describe('the audience events allowance', () => {
  it('counts up to its most events per address and window, then refuses until the next window', () => {
    const allowed = createEventAllowance({ max: 3, windowMs: 1_000 })
    expect([1, 2, 3, 4].map(() => allowed('203.0.113.7', 0))).toEqual([true, true, true, false])
    expect(allowed('198.51.100.2', 10)).toBe(true)
    expect(allowed('203.0.113.7', 999)).toBe(false)
    expect(allowed('203.0.113.7', 1_000)).toBe(true)
  })
})
