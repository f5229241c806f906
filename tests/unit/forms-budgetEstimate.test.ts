import { describe, expect, it } from 'vitest'
import { budgetEstimate } from '@/forms/faisabilite/budgetEstimate'

describe('budgetEstimate', () => {
  it.each([
    [15, '18 000 € - 27 000 €'],
    [30, '36 000 € - 54 000 €'],
    [50, '60 000 € - 90 000 €'],
    [60, '72 000 € - 108 000 €'],
  ])('prices %i m² at 1 200 to 1 800 € per m²', (surface, expected) => {
    expect(budgetEstimate(surface)).toBe(expected)
  })
})
