import { describe, expect, it } from 'vitest'
import { FOLLOW_UP_DELAY, estimatedDelay, valueUplift } from '@/rules/optimisationResult'

describe('valueUplift', () => {
  it.each([
    [15, 15],
    [24, 15],
    [25, 20],
    [34, 20],
    [35, 25],
    [49, 25],
    [50, 30],
    [120, 30],
  ])('%i m² gives +%i%%', (surface, uplift) => {
    expect(valueUplift(surface)).toBe(uplift)
  })

  it.each([
    ['15', 15],
    ['25', 20],
    ['35', 25],
    ['50', 30],
  ])('the form answer %s m² gives +%i%%', (answer, uplift) => {
    expect(valueUplift(Number(answer))).toBe(uplift)
  })
})

describe('estimatedDelay', () => {
  it('takes months for a house extension', () => {
    expect(estimatedDelay('Extension de maison')).toBe('2 à 4 mois')
  })

  it.each(['Aménagement de combles', 'Surélévation', 'Réaménagement intérieur', ''])('takes weeks for %j', (projectType) => {
    expect(estimatedDelay(projectType)).toBe('3 à 4 semaines')
  })
})

describe('FOLLOW_UP_DELAY', () => {
  it('is the spec follow-up delay', () => {
    expect(FOLLOW_UP_DELAY).toBe('24-48h')
  })
})
