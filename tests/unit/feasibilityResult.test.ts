import { describe, expect, it } from 'vitest'
import { feasibilitySurfaces } from '@/forms/faisabilite/choices'
import { feasibilityVerdict, heightVerdict, surfaceFromRange } from '@/forms/faisabilite/feasibilityResult'

describe('heightVerdict', () => {
  it.each([
    ['< 1.80m', 'À étudier'],
    ['1.80m - 2.50m', 'Potentiel confirmé'],
    ['> 2.50m', 'Excellent potentiel'],
  ])('%j gives %s', (height, verdict) => {
    expect(heightVerdict(height)).toBe(verdict)
  })

  it.each(['', '3m'])('gives no verdict for the unanswered or unknown height %j', (height) => {
    expect(heightVerdict(height)).toBeUndefined()
  })
})

describe('feasibilityVerdict', () => {
  const attic = { projectType: 'Aménagement de combles', roofType: 'Toiture en pente' }
  const extension = { projectType: 'Extension de maison', roofType: 'Toit plat' }

  it.each([
    ['< 1.80m', 'À étudier', /sous 1,80 m demande une étude/],
    ['1.80m - 2.50m', 'Potentiel confirmé', /1,80 m à 2,50 m sous le faîtage, vos combles permettent/],
    ['> 2.50m', 'Excellent potentiel', /plus de 2,50 m sous le faîtage/],
  ])('an attic %j is %s and says why', (height, value, text) => {
    const verdict = feasibilityVerdict({ ...attic, height })
    expect(verdict.value).toBe(value)
    expect(verdict.text).toMatch(text)
  })

  it('an attic without a height says the height is unknown instead of promising a habitable space', () => {
    const verdict = feasibilityVerdict({ ...attic, height: '' })
    expect(verdict.value).toBe('À confirmer')
    expect(verdict.text).toMatch(/pas indiqué la hauteur/)
    expect(verdict.text).not.toMatch(/permet(tent)? un aménagement habitable/)
  })

  it.each(['', '< 1.80m', '> 2.50m'])('a flat-roof extension (height %j) is never told about its attic', (height) => {
    const verdict = feasibilityVerdict({ ...extension, height })
    expect(verdict.text).not.toMatch(/combles/)
    expect(verdict.text).toMatch(/extension à toit plat/)
  })

  it('an extension keeps the height verdict when given, and is to be confirmed otherwise', () => {
    expect(feasibilityVerdict({ ...extension, height: '> 2.50m' }).value).toBe('Excellent potentiel')
    expect(feasibilityVerdict({ ...extension, height: '' }).value).toBe('À confirmer')
    expect(feasibilityVerdict({ ...extension, roofType: 'Toiture en pente', height: '' }).text).toMatch(/avec toiture en pente/)
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
