import { describe, expect, it } from 'vitest'
import { passwordMessages, passwordProblem } from '@/auth/passwordProblem'
import { passwordUserInputs } from '@/auth/passwordUserInputs'

const julie = passwordUserInputs({ email: 'julie.martin@combles-nord.fr', name: 'Julie Martin' }, 'Combles du Nord SAS')

describe('passwordProblem', () => {
  it('refuses fewer than 12 characters', () => {
    for (const password of ['abc', 'x7#kQ9!m', 'x7#kQ9!mZ2p']) expect(passwordProblem(password)).toBe(passwordMessages.tooShort)
  })

  it('counts characters, not bytes', () => {
    expect(passwordProblem('éàèùçôîêâëïü')).not.toBe(passwordMessages.tooShort)
  })

  it('refuses the account’s own e-mail, its name and the company’s words', () => {
    for (const password of ['julie.martin@combles-nord.fr', 'JulieMartin1985', 'CombleNord2024!', 'CombleS-Nord-2025', 'Extension2024!'])
      expect(passwordProblem(password, julie), password).toBe(passwordMessages.personal)
  })

  it('refuses leaked passwords and French favourites, dressed up or not', () => {
    for (const password of [
      'Jtm123456789',
      'Jesuisla2024',
      'motdepasse123',
      'Motdepasse2024!',
      'P@ssw0rd2024!!',
      'Société2024!!',
      'Marseille13013',
      'Password1234',
      '123456789012',
      '1qaz2wsx3edc',
    ])
      expect(passwordProblem(password, julie), password).toBe(passwordMessages.tooGuessable)
  })

  it('refuses keyboard walks, runs and repetitions', () => {
    for (const password of [
      'azertyuiop12',
      'AZERTYUIOP12',
      'azertyuiopqs',
      '987654321098',
      'azertyazerty',
      'passwordpassword',
      'abababababab',
    ])
      expect(passwordProblem(password), password).toBe(passwordMessages.tooGuessable)
  })

  it('refuses invisible characters: zero-width, format and control characters', () => {
    for (const invisible of ['\u200b', '\u200d', '\u2060', '\ufeff', '\u202e', '\u00ad', '\u0007', '\n'])
      expect(passwordProblem(`grenier lucarne${invisible} ardoise pivoine`), JSON.stringify(invisible)).toBe(passwordMessages.invisible)
  })

  it('accepts a long passphrase and a random password', () => {
    for (const password of [
      'grenier lucarne ardoise pivoine',
      'cheval-agrafe-pile-42',
      'Tq8#vW2!pL5z',
      'mot-de-passe-de-test-1',
      'le-bon-mot-de-passe-1',
    ])
      expect(passwordProblem(password, julie), password).toBeNull()
  })

  it('estimates a long password on its beginning, in bounded time', () => {
    const started = performance.now()
    expect(passwordProblem(`${'grenier lucarne ardoise pivoine '.repeat(30)}`)).toBeNull()
    expect(passwordProblem(`${'a'.repeat(40)}Tq8#vW2!pL5z`)).toBe(passwordMessages.tooGuessable)
    expect(performance.now() - started).toBeLessThan(5000)
  })

  it('speaks French with a non-breaking space before the colon and the semicolon', () => {
    expect(passwordMessages.tooShort).toBe('Le mot de passe doit contenir au moins 12 caractères.')
    for (const message of [passwordMessages.tooGuessable, passwordMessages.personal, passwordMessages.invisible]) {
      expect(message).toMatch(/^Ce mot de passe .+\.$/)
      expect(message).not.toMatch(/ [:;!?]|'/)
    }
  })
})

describe('passwordUserInputs', () => {
  it('holds the e-mail, its local part and pieces, the name and its words, the company’s name and words', () => {
    expect(julie).toEqual(
      expect.arrayContaining([
        'julie.martin@combles-nord.fr',
        'julie.martin',
        'julie',
        'martin',
        'julie martin',
        'combles du nord sas',
        'combles',
        'nord',
        'extension',
      ]),
    )
  })
})
