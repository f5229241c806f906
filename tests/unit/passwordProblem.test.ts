import { describe, expect, it } from 'vitest'
import { passwordMessages, passwordProblem } from '@/auth/passwordProblem'

describe('passwordProblem', () => {
  it('refuses fewer than 12 characters', () => {
    for (const password of ['abc', 'x7#kQ9!m', 'x7#kQ9!mZ2p']) expect(passwordProblem(password)).toBe(passwordMessages.tooShort)
  })

  it('counts characters, not bytes', () => {
    expect(passwordProblem('éàèùçôîêâëïü')).not.toBe(passwordMessages.tooShort)
  })

  it('refuses the most common passwords, in any case', () => {
    for (const password of [
      'motdepasse123',
      'azertyuiop12',
      'AZERTYUIOP12',
      'Password1234',
      '123456789012',
      'qwerty123456',
      '1qaz2wsx3edc',
    ])
      expect(passwordProblem(password), password).toBe(passwordMessages.tooCommon)
  })

  it('refuses a common word dressed up with digits, symbols, separators, accents or substitutions', () => {
    for (const password of [
      'Motdepasse2024!',
      'mot de passe 2024',
      'P@ssw0rd2024!!',
      '!!Soleil2024!!',
      'Société2024!!',
      'CombleS-Nord-2025',
    ])
      expect(passwordProblem(password), password).toBe(passwordMessages.tooCommon)
  })

  it('refuses keyboard walks, runs, repetitions and near-constant strings', () => {
    for (const password of [
      'azertyuiopqs',
      'bcdefghijklm',
      '234567890123',
      '987654321098',
      'azertyazerty',
      'passwordpassword',
      'abababababab',
      'aaaaaaaaaaab',
    ])
      expect(passwordProblem(password), password).toBe(passwordMessages.tooCommon)
  })

  it('accepts a long password that is none of those', () => {
    for (const password of [
      'mot-de-passe-de-test-1',
      'le-bon-mot-de-passe-1',
      'mot-de-passe-redaction-1',
      'cheval-agrafe-pile-42',
      'Tq8#vW2!pL5z',
    ])
      expect(passwordProblem(password), password).toBeNull()
  })

  it('speaks French with a non-breaking space before the colon', () => {
    expect(passwordMessages.tooShort).toBe('Le mot de passe doit contenir au moins 12 caractères.')
    expect(passwordMessages.tooCommon).toBe('Ce mot de passe est trop courant\u00a0: choisissez-en un autre.')
  })
})
