import { describe, expect, it } from 'vitest'
import { assignmentPool, isAssignable, roundRobinOwner, type Seller } from '@/leads/rules/assignment'
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

describe('assignment by département', () => {
  const sellers: Seller[] = [
    { id: 30, departments: ['59'] },
    { id: 10, departments: ['59', '62'] },
    { id: 20, departments: [] },
  ]

  it('gives a lead to the salespeople who cover its département, on that département’s counter', () => {
    expect(assignmentPool('department', sellers, '59')).toEqual({ sellerIds: [30, 10], counter: '59' })
    expect(assignmentPool('department', sellers, '62')).toEqual({ sellerIds: [10], counter: '62' })
  })

  it('falls back to everyone on the shared counter when nobody covers it, or the postal code has none', () => {
    expect(assignmentPool('department', sellers, '80')).toEqual({ sellerIds: [30, 10, 20], counter: null })
    expect(assignmentPool('department', sellers, null)).toEqual({ sellerIds: [30, 10, 20], counter: null })
  })

  it('ignores départements under the round-robin rule', () => {
    expect(assignmentPool('round-robin', sellers, '62')).toEqual({ sellerIds: [30, 10, 20], counter: null })
  })

  it('shares each département evenly among those who cover it, whatever arrives in between', () => {
    const counters = new Map<string | null, number>()
    const owners: Record<string, number[]> = { '59': [], '62': [], '80': [] }
    for (const department of ['59', '62', '59', '80', '59', '80', '59', '62']) {
      const { sellerIds, counter } = assignmentPool('department', sellers, department)
      const turn = (counters.get(counter) ?? 0) + 1
      counters.set(counter, turn)
      owners[department]!.push(roundRobinOwner(turn, sellerIds)!)
    }
    expect(owners).toEqual({ '59': [10, 30, 10, 30], '62': [10, 10], '80': [10, 20] })
  })

  it('assigns under both rules, never under "none" nor a suspected spam', () => {
    expect(isAssignable('department', { status: 'new' })).toBe(true)
    expect(isAssignable('round-robin', { status: 'new' })).toBe(true)
    expect(isAssignable('none', { status: 'new' })).toBe(false)
    expect(isAssignable('department', { status: 'new', suspectedSpam: true })).toBe(false)
  })
})
