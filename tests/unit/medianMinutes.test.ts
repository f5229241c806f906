import { describe, expect, it } from 'vitest'
import { medianMinutes } from '@/leads/rules/medianMinutes'

describe('medianMinutes', () => {
  it('gives the middle duration, the mean of the two middle ones for an even count, and none for no lead', () => {
    expect(medianMinutes([240, 30, 690])).toBe(240)
    expect(medianMinutes([240, 420, 30, 690])).toBe(330)
    expect(medianMinutes([])).toBeNull()
  })
})
