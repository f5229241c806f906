import { describe, expect, it } from 'vitest'
import { passwordMessages, passwordProblem } from '@/auth/passwordProblem'
import { passwordUserInputs } from '@/auth/passwordUserInputs'

const julie = { email: 'julie.martin@combles-nord.fr', name: 'Julie Martin', companyName: 'Combles du Nord SAS' }
const jeanChristophe = {
  email: 'jean-christophe.dupont@combles-nord.fr',
  name: 'Jean-Christophe Dupont',
  companyName: 'Combles du Nord SAS',
}

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

  it('refuses a long e-mail as its own password, in any case and in full-width letters', () => {
    for (const password of [
      'jean-christophe.dupont@combles-nord.fr',
      'JEAN-CHRISTOPHE.DUPONT@COMBLES-NORD.FR',
      'Jean-Christophe.Dupont@Combles-Nord.fr',
      'ｊｅａｎ－ｃｈｒｉｓｔｏｐｈｅ．ｄｕｐｏｎｔ＠ｃｏｍｂｌｅｓ－ｎｏｒｄ．ｆｒ',
    ])
      expect(passwordProblem(password, jeanChristophe), password).toBe(passwordMessages.personal)
  })

  it('refuses any password holding the e-mail’s local part, wherever it stands', () => {
    for (const password of [
      'Tq8#vW2!pL5z jean-christophe.dupont',
      'grenier lucarne ardoise pivoine JEAN-CHRISTOPHE.DUPONT',
      'xJulie.Martinx-cheval-agrafe',
      'ｊｕｌｉｅ．ｍａｒｔｉｎ-cheval-agrafe',
    ])
      expect(passwordProblem(password, password.includes('ulie') || password.includes('ｕｌｉｅ') ? julie : jeanChristophe), password).toBe(
        passwordMessages.personal,
      )
  })

  it('judges the account’s words wherever they stand, not only in the first characters', () => {
    const long = { email: 'mad@combles-nord.fr', name: 'Marie-Amélie de La Fontaine-Dubois-Vandenberghe' }
    for (const password of ['Marie-Amélie de La Fontaine-Dubois-Vandenberghe 59', 'Vandenberghe-Fontaine-Dubois-Marie-Amélie-2024'])
      expect(passwordProblem(password, long), password).toBe(passwordMessages.personal)
  })

  it('judges full-width look-alikes as the words they mimic', () => {
    for (const password of ['Ｐａｓｓｗｏｒｄ２０２４！', 'ＡＺＥＲＴＹＵＩＯＰ１２', 'ｍｏｔｄｅｐａｓｓｅ１２３'])
      expect(passwordProblem(password, julie), password).toBe(passwordMessages.tooGuessable)
    expect(passwordProblem('ＣｏｍｂｌｅＮｏｒｄ２０２４！', julie)).toBe(passwordMessages.personal)
  })

  it('refuses blank look-alikes: the braille blank, fillers and spaces other than the plain one', () => {
    for (const blank of ['\u2800', '\u3164', '\uffa0', '\u115f', '\u00a0', '\u202f', '\u2007', '\u3000', '\u2003'])
      expect(passwordProblem(`grenier lucarne${blank}ardoise pivoine`), JSON.stringify(blank)).toBe(passwordMessages.invisible)
    expect(passwordProblem('\u2800'.repeat(16))).toBe(passwordMessages.invisible)
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
    expect(passwordUserInputs(julie, julie.companyName)).toEqual(
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
