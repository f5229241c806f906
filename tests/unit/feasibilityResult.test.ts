import { describe, expect, it } from 'vitest'
import { feasibilitySurfaces } from '@/forms/faisabilite/schema'
import { feasibilityUplift, heightVerdict, surfaceFromRange } from '@/rules/feasibilityResult'

describe('heightVerdict', () => {
  it.each([
    ['< 1.80m', 'À étudier'],
    ['1.80m - 2.50m', 'Potentiel confirmé'],
    ['> 2.50m', 'Excellent potentiel'],
    ['', 'Potentiel confirmé'],
    ['3m', 'Potentiel confirmé'],
  ])('%j gives %s', (height, verdict) => {
    expect(heightVerdict(height)).toBe(verdict)
  })
})

describe('surfaceFromRange', () => {
  it.each([
    ['10-20', 15],
    ['20-40', 30],
    ['40-60', 50],
    ['60+', 60],
  ])('%s gives %i m²', (range, surface) => {
    expect(surfaceFromRange(range)).toBe(surface)
  })

  it('knows every range the form offers', () => {
    expect(feasibilitySurfaces.map(surfaceFromRange)).toEqual([15, 30, 50, 60])
  })

  it.each(['', '100', 'toString', '__proto__', '60'])('gives 0 for the unknown range %j', (range) => {
    expect(surfaceFromRange(range)).toBe(0)
  })
})

describe('feasibilityUplift', () => {
  it.each([
    [0, 20],
    [15, 20],
    [29, 20],
    [30, 25],
    [49, 25],
    [50, 30],
    [60, 30],
  ])('%i m² gives +%i%%', (surface, uplift) => {
    expect(feasibilityUplift(surface)).toBe(uplift)
  })

  it.each([
    ['10-20', 20],
    ['20-40', 25],
    ['40-60', 30],
    ['60+', 30],
  ])('the range %s gives +%i%%', (range, uplift) => {
    expect(feasibilityUplift(surfaceFromRange(range))).toBe(uplift)
  })
})
