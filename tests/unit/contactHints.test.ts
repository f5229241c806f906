import { describe, expect, it } from 'vitest'
import { emailHint, phoneHint } from '@/rules/contactHints'

describe('phoneHint', () => {
  it.each([
    ['+33 6 12 34 56 7', 'Après l’indicatif +33, il faut 9 chiffres : il en manque 1.'],
    ['+33 6 12 34 56 78 9', 'Après l’indicatif +33, il faut 9 chiffres : 1 de trop.'],
    ['0033 6 12 34 56', 'Après l’indicatif +33, il faut 9 chiffres : il en manque 2.'],
    ['06 12 34 56 78 9', 'Un numéro français a 10 chiffres : 1 de trop.'],
    ['06 12 34', 'Un numéro français a 10 chiffres : il en manque 4.'],
    ['06 12 AB 56 78', 'Seuls les chiffres comptent : pas de lettre dans un numéro.'],
  ])('%j: %s', (value, hint) => {
    expect(phoneHint(value)).toBe(hint)
  })

  it.each(['', '06 12 34 56 78', '+33 6 12 34 56 78', '+32 470 12 34 56', '12345'])('says nothing more for %j', (value) => {
    expect(phoneHint(value)).toBeNull()
  })
})

describe('emailHint', () => {
  it.each([
    ['marie@orange', 'Il manque la fin de l’adresse, par exemple « @orange.fr ».'],
    ['marie@orange,fr', 'Une virgule s’est glissée : « marie@orange.fr » ?'],
    ['marie.orange.fr', 'Il manque l’arobase « @ » entre votre nom et votre messagerie.'],
    ['marie@', 'Il manque votre messagerie après « @ », par exemple « orange.fr ».'],
    ['marie@@orange.fr', 'Une adresse n’a qu’une arobase « @ ».'],
    ['marie @orange.fr', 'Une adresse ne contient pas d’espace.'],
    ['marie@orange.', 'L’adresse se termine par un point : « @orange.fr » ?'],
  ])('%j: %s', (value, hint) => {
    expect(emailHint(value)).toBe(hint)
  })

  it.each(['', 'marie@orange.fr', 'a@b.c'])('says nothing more for %j', (value) => {
    expect(emailHint(value)).toBeNull()
  })
})
