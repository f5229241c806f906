import { describe, expect, it } from 'vitest'
import { estimatedDelay } from '@/forms/shared/estimatedDelay'

describe('estimatedDelay', () => {
  it('takes months for a house extension', () => {
    expect(estimatedDelay('Extension de maison', '3 à 5 semaines')).toBe('2 à 4 mois')
  })

  it.each(['Aménagement de combles', 'Surélévation', 'Réaménagement intérieur', ''])('takes weeks for %j', (projectType) => {
    expect(estimatedDelay(projectType, '3 à 5 semaines')).toBe('3 à 5 semaines')
  })
})
