import { describe, expect, it } from 'vitest'
import { departmentOf, departmentsProblem, isDepartmentCode, normaliseDepartments } from '@/leads/rules/department'

describe('departmentOf', () => {
  it('takes the first two digits of a metropolitan postal code', () => {
    expect(departmentOf('59000')).toBe('59')
    expect(departmentOf('62 100')).toBe('62')
    expect(departmentOf('01000')).toBe('01')
    expect(departmentOf('95100')).toBe('95')
  })

  it('tells Corsica’s two départements apart and keeps overseas codes at three digits', () => {
    expect(departmentOf('20000')).toBe('2A')
    expect(departmentOf('20167')).toBe('2A')
    expect(departmentOf('20200')).toBe('2B')
    expect(departmentOf('20600')).toBe('2B')
    expect(departmentOf('97110')).toBe('971')
  })

  it('has none for a missing or malformed postal code', () => {
    for (const code of [null, undefined, '', '5900', '590000', 'ABCDE', '00100']) expect(departmentOf(code)).toBeNull()
  })
})

describe('a salesperson’s départements', () => {
  it('accepts 01 to 95, 2A and 2B, and nothing else', () => {
    for (const code of ['01', '09', '19', '21', '2A', '2B', '59', '62', '80', '95']) expect(isDepartmentCode(code)).toBe(true)
    for (const code of ['00', '20', '96', '971', '5', '590', '2C', 'AB', '', ' 59', 59]) expect(isDepartmentCode(code)).toBe(false)
  })

  it('normalises a list (case, spaces, repeats, order) and names the wrong codes in French', () => {
    expect(normaliseDepartments([' 80', '62', '2a', '59', '62'])).toEqual(['2A', '59', '62', '80'])
    expect(departmentsProblem(['59', '2b'])).toBeNull()
    expect(departmentsProblem(null)).toBeNull()
    expect(departmentsProblem(['59', '20', '123'])).toBe(
      'Département inconnu\u00a0: 20, 123. Indiquez deux chiffres (59, 62, 80…) ou 2A, 2B pour la Corse.',
    )
    expect(departmentsProblem('59')).toBe('Indiquez une liste de départements.')
  })
})
