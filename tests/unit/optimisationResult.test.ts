import { describe, expect, it } from 'vitest'
import { valueUplift } from '@/forms/optimisation-espace/optimisationResult'
import { estimatedDelay } from '@/forms/shared/estimatedDelay'

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
    expect(estimatedDelay('Extension de maison', '3 à 5 semaines')).toBe('2 à 4 mois')
  })

  it.each(['Aménagement de combles', 'Surélévation', 'Réaménagement intérieur', ''])('takes weeks for %j', (projectType) => {
    expect(estimatedDelay(projectType, '3 à 5 semaines')).toBe('3 à 5 semaines')
  })
})
