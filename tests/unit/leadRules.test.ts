import { describe, expect, it } from 'vitest'
import { phoneKey, phoneSearchKey } from '@/leads/rules/phoneKey'
import { telHref } from '@/rules/telHref'
import { normalisedEmail } from '@/leads/rules/normalisedEmail'
import { responseMinutes } from '@/leads/rules/firstResponse'
import { formatDuration } from '@/leads/rules/responseTime'
import { contactTime } from '@/leads/rules/contactTime'
import { searchKey } from '@/leads/rules/searchKey'

describe('phoneKey', () => {
  it('reduces every way of writing a French number to the same ten digits', () => {
    for (const written of [
      '06 12 34 56 78',
      '06.12.34.56.78',
      '+33 6 12 34 56 78',
      '+33 (0)6 12 34 56 78'.replace('(0)', ''),
      '0033612345678',
      '33612345678',
    ]) {
      expect(phoneKey(written)).toBe('0612345678')
    }
  })
  it('gives nothing for numbers that are not French or not complete', () => {
    expect(phoneKey('')).toBe('')
    expect(phoneKey(null)).toBe('')
    expect(phoneKey('06 12 34')).toBe('')
    expect(phoneKey('+44 20 7946 0958')).toBe('')
    expect(phoneKey('6123456789')).toBe('')
  })
})

describe('phoneSearchKey', () => {
  it('turns any way of typing a number, or a piece of one, into the digits of the normalised numbers', () => {
    expect(phoneSearchKey('0612345678')).toBe('0612345678')
    expect(phoneSearchKey('06 12 34')).toBe('061234')
    expect(phoneSearchKey('06.12.34.56.78')).toBe('0612345678')
    expect(phoneSearchKey('+33 6 12 34 56 78')).toBe('0612345678')
    expect(phoneSearchKey('0033 6 12')).toBe('0612')
    expect(phoneSearchKey(' 34 56 ')).toBe('3456')
  })
  it('gives nothing for a search that is not a piece of phone number', () => {
    expect(phoneSearchKey('Martin')).toBe('')
    expect(phoneSearchKey('claire@example.fr')).toBe('')
    expect(phoneSearchKey('6')).toBe('')
    expect(phoneSearchKey('')).toBe('')
  })
})

describe('response time', () => {
  it('counts whole minutes from arrival to first opening', () => {
    expect(responseMinutes('2026-11-21T08:00:00Z', '2026-11-21T08:45:20Z')).toBe(45)
    expect(responseMinutes('2026-11-21T08:00:00Z', null)).toBeNull()
    expect(responseMinutes('2026-11-21T08:00:00Z', '2026-11-21T07:59:00Z')).toBe(0)
  })
  it('formats minutes, hours and days', () => {
    expect(formatDuration(null)).toBe('—')
    expect(formatDuration(0)).toBe('0 min')
    expect(formatDuration(59)).toBe('59 min')
    expect(formatDuration(60)).toBe('1 h 00')
    expect(formatDuration(185)).toBe('3 h 05')
    expect(formatDuration(24 * 60)).toBe('1 j 0 h')
    expect(formatDuration(52 * 60 + 10)).toBe('2 j 4 h')
  })
})

describe('csv', async () => {
  const { csvCell, toCsv } = await import('@/leads/rules/csv')
  it('quotes separators, quotes and line breaks', () => {
    expect(csvCell('Martin; Claire')).toBe('"Martin; Claire"')
    expect(csvCell('Il a dit "oui"')).toBe('"Il a dit ""oui"""')
    expect(csvCell('ligne\nsuivante')).toBe('"ligne\nsuivante"')
    expect(csvCell(null)).toBe('')
  })
  it('neutralises spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"')
    expect(csvCell('+33612345678')).toBe("'+33612345678")
  })
  it('neutralises a formula hidden behind leading spaces, non-breaking spaces or tabs', () => {
    expect(csvCell(' =1+1')).toBe("' =1+1")
    expect(csvCell('\u00a0=HYPERLINK("https://exemple.invalid")')).toBe('"\'\u00a0=HYPERLINK(""https://exemple.invalid"")"')
    expect(csvCell('\u202f\u00a0 @SUM(A1)')).toBe("'\u202f\u00a0 @SUM(A1)")
    expect(csvCell('\t-2+3')).toBe('"\'\t-2+3"')
    expect(csvCell('  \uff1d1+1')).toBe("'  \uff1d1+1")
  })
  it('leaves ordinary text alone, spaces included', () => {
    expect(csvCell(' Claire Martin')).toBe(' Claire Martin')
    expect(csvCell('Rue du 8 mai')).toBe('Rue du 8 mai')
  })
  it('joins cells with ; and rows with CRLF', () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a;b\r\nc;d')
  })
})

describe('storableText', async () => {
  const { storableText } = await import('@/leads/intake/storableText')
  it('drops NUL characters and repairs lone surrogates, deep inside objects and arrays', () => {
    expect(storableText({ name: 'Ro\u0000bert', list: ['a\uD800b'], n: 3, ok: true, none: null })).toEqual({
      name: 'Robert',
      list: ['a\uFFFDb'],
      n: 3,
      ok: true,
      none: null,
    })
  })
})

describe('normalisedEmail', () => {
  it('trims and lowers the case, so one person keeps one address', () => {
    expect(normalisedEmail('  Marie.Dupont@Exemple.FR ')).toBe('marie.dupont@exemple.fr')
    expect(normalisedEmail('a@b.fr')).toBe('a@b.fr')
  })
})

describe('telHref', () => {
  it('keeps digits and the international plus, whatever the spacing', () => {
    expect(telHref('02 35 64 18 20')).toBe('tel:0235641820')
    expect(telHref('+33 6 12-34.56.78')).toBe('tel:+33612345678')
    expect(telHref('06 12 34 56 78 (soir)')).toBe('tel:0612345678')
  })
})

describe('contactTime', () => {
  const now = new Date('2026-01-15T23:30:00Z') // already 16 January in Paris
  it('is the activity date for a past activity', () => {
    expect(contactTime(new Date('2026-01-10T09:00:00Z'), now)).toEqual(new Date('2026-01-10T09:00:00Z'))
  })
  it('is now for an activity dated later today in Paris, never later', () => {
    expect(contactTime(new Date('2026-01-16T00:00:00Z'), now)).toEqual(now)
  })
  it('is none for an activity on a later day: it is planned, not done', () => {
    expect(contactTime(new Date('2026-01-17T00:00:00Z'), now)).toBeNull()
    expect(contactTime(new Date('2026-03-01T10:00:00Z'), new Date('2026-02-28T10:00:00Z'))).toBeNull()
  })
})

describe('searchKey', () => {
  it('spells a search without accents and in lower case, as leads.search_text stores it', () => {
    expect(searchKey('LEFÈVRE')).toBe('lefevre')
    expect(searchKey('  Élodie   Cœur ')).toBe('elodie coeur')
    expect(searchKey('François-Æsir')).toBe('francois-aesir')
    expect(searchKey('claire@example.fr')).toBe('claire@example.fr')
  })
})
