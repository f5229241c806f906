import { describe, expect, it } from 'vitest'
import { isPhoneNumber } from '@/rules/phoneNumber'

describe('the site’s phone rule', () => {
  it.each([
    '0612345678',
    '06 12 34 56 78',
    '06.12.34.56.78',
    '06-12-34-56-78',
    '(06) 12 34 56 78',
    ' 02 35 64 18 20 ',
    '+33 6 12 34 56 78',
    '+33612345678',
    '0033 6 12 34 56 78',
    '06\u00a012\u00a034\u00a056\u00a078',
    '0262 12 34 56',
    '0690 12 34 56',
  ])('accepts the French number %s', (phone) => {
    expect(isPhoneNumber(phone)).toBe(true)
  })

  it.each(['+32 470 12 34 56', '+44 20 7946 0958', '0044 20 7946 0958', '+1 (555) 123-4567', '+262 692 12 34 56'])(
    'accepts the foreign or overseas number %s, written with its country code',
    (phone) => {
      expect(isPhoneNumber(phone)).toBe(true)
    },
  )

  it.each([
    ['+33 6 12 34 56 7', 'a digit short after +33'],
    ['+33 6 12 34 56 789', 'a digit too many after +33'],
    ['1234567890', 'ten digits that are no French number'],
    ['0612 ab 345678', 'letters'],
    ['06 12 34 56 7', 'nine digits'],
    ['06 12 34 56 789', 'eleven digits'],
    ['0012345678', 'no area digit after 0'],
    ['+33 0 6 12 34 56 78', 'the national 0 after +33'],
    ['06 12 34 56 78 +', 'a + elsewhere than in front'],
    ['+12 345', 'too short for any country'],
    ['+32 12 34 56', 'under 9 digits after +'],
    ['+49 1234 5678 9012 345', 'over 15 digits'],
    ['06/12/34/56/78', 'slashes'],
    ['', 'nothing'],
    ['() - .', 'separators only'],
    [`06 12 34 56 78${' '.repeat(20)}0`, 'over 30 characters'],
  ])('refuses %s (%s)', (phone) => {
    expect(isPhoneNumber(phone)).toBe(false)
  })
})
