import { describe, expect, it } from 'vitest'
import { frenchLockDate } from '@/rules/frenchLockDate'

describe('frenchLockDate', () => {
  const today = new Date(2026, 11, 6, 15, 0)

  it('writes today’s time the French way', () => {
    expect(frenchLockDate('Dec 6, 2026, 10:42 AM', today)).toBe('10\u00a0h\u00a042')
    expect(frenchLockDate('Dec 6, 2026, 12:05\u202fPM', today)).toBe('12\u00a0h\u00a005')
    expect(frenchLockDate('Dec 6, 2026, 12:05 AM', today)).toBe('0\u00a0h\u00a005')
    expect(frenchLockDate('Dec 6, 2026, 9:07 PM', today)).toBe('21\u00a0h\u00a007')
  })

  it('names the day when it is not today', () => {
    expect(frenchLockDate('Dec 5, 2026, 11:59 PM', today)).toBe('5\u00a0déc. 2026 à 23\u00a0h\u00a059')
  })

  it('leaves any other text alone', () => {
    expect(frenchLockDate('Modifié depuis', today)).toBeNull()
    expect(frenchLockDate('10 h 42', today)).toBeNull()
  })
})
