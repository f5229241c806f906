import { describe, expect, it } from 'vitest'
import { assignmentReasonText, nameWords, sameCustomerName } from '@/leads/rules/assignment'

describe('sameCustomerName', () => {
  it.each([
    ['Jean Dupont', 'Mme Dupont', true],
    ['Jean Dupont', 'DUPONT Jean', true],
    ['Hélène Lefèvre', 'helene lefevre', true],
    ['Jean-Pierre Martin', 'J.-P. Martin', true],
    ['Jean Dupont', 'Marie Leroy', false],
    ['M. et Mme Roy', 'Roy', true],
    ['Monsieur et Madame Martin', 'Madame Durand', false],
    ['Famille Durand', 'SCI Martin', false],
    ['', 'Jean Dupont', false],
    [null, null, false],
  ])('%s and %s: %s', (name, earlier, same) => {
    expect(sameCustomerName(name, earlier)).toBe(same)
  })

  it('keeps the words that tell people apart, once each', () => {
    expect(nameWords('Monsieur et Madame DUPONT-Dupont, Zoé')).toEqual(['dupont', 'zoe'])
  })
})

describe('assignmentReasonText', () => {
  it.each([
    [{ via: 'email', leadId: 42 } as const, 'même e-mail que le lead n°\u00a042'],
    [{ via: 'phone', leadId: 7 } as const, 'même téléphone et même nom que le lead n°\u00a07'],
    [{ via: 'department', department: '80' } as const, 'département 80'],
    [{ via: 'turn', department: '2A' } as const, 'tour de rôle (département 2A sans commercial attitré)'],
    [{ via: 'turn', department: null } as const, 'tour de rôle'],
  ])('%o reads %s', (reason, text) => {
    expect(assignmentReasonText(reason)).toBe(text)
  })
})
