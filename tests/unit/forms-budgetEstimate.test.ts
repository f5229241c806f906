import { describe, expect, it } from 'vitest'
import { budgetEstimate, gridSpan, priceRangeWords, rangeWording } from '@/forms/shared/budgetEstimate'

const grid = { plancher: { low: 1200, high: 1400 }, moyen: { low: 1300, high: 1600 }, premium: { low: 1500, high: 1800 } }

describe('budgetEstimate', () => {
  it.each([
    [15, '18 000 € - 27 000 €'],
    [30, '36 000 € - 54 000 €'],
    [50, '60 000 € - 90 000 €'],
    [60, '72 000 € - 108 000 €'],
  ])('prices %i m² at 1 200 to 1 800 € per m²', (surface, expected) => {
    expect(budgetEstimate(surface, { low: 1200, high: 1800 })).toBe(expected)
  })

  it('prices one finish from its row of the grid, rounded to the thousand', () => {
    expect(budgetEstimate(35, grid.premium)).toBe('53 000 € - 63 000 €')
    expect(budgetEstimate(35, grid.plancher)).toBe('42 000 € - 49 000 €')
  })
})

describe('the grid', () => {
  it('spans every finish for a tool that does not ask it', () => {
    expect(gridSpan(grid)).toEqual({ low: 1200, high: 1800 })
    expect(gridSpan({ ...grid, premium: { low: 1500, high: 2100 } })).toEqual({ low: 1200, high: 2100 })
  })

  it('words the range an estimate rests on', () => {
    expect(rangeWording({ low: 1200, high: 1800 })).toBe('de 1 200 à 1 800 € par m² créé')
    expect(priceRangeWords({ low: 900, high: 12500 })).toBe('900 à 12 500 €')
  })
})
