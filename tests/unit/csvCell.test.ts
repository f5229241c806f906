import { describe, expect, it } from 'vitest'
import { csvCell, CsvText, toCsv } from '@/leads/rules/csv'

describe('csvCell quoting (RFC 4180)', () => {
  it.each([
    ['a comma', 'x,=1+1', '"x,=1+1"'],
    ['a tab', 'x\t=1+1', '"x\t=1+1"'],
    ['a semicolon', 'Martin; Claire', '"Martin; Claire"'],
    ['a quote', 'Il a dit "oui"', '"Il a dit ""oui"""'],
    ['a line feed', 'ligne\nsuivante', '"ligne\nsuivante"'],
    ['a carriage return', 'ligne\rsuivante', '"ligne\rsuivante"'],
  ])('quotes a cell holding %s', (_, value, expected) => {
    expect(csvCell(value)).toBe(expected)
  })

  it('keeps every cell of a row whole for a comma-, tab- or semicolon-splitting import', () => {
    const line = toCsv([['Dupont, Jean', 'x\t@SUM(A1)', 'a;b']])
    expect(line).toBe('"Dupont, Jean";"x\t@SUM(A1)";"a;b"')
  })

  it('leaves a cell with none of them unquoted', () => {
    expect(csvCell('Claire Martin')).toBe('Claire Martin')
  })
})

describe('csvCell formula guard', () => {
  const invisible = {
    'zero-width non-joiner': '\u200c',
    'word joiner': '\u2060',
    'soft hyphen': '\u00ad',
    'Mongolian vowel separator': '\u180e',
    'Arabic letter mark': '\u061c',
    'combining grapheme joiner': '\u034f',
    'zero-width space': '\u200b',
    'byte order mark': '\ufeff',
    'left-to-right mark': '\u200e',
    'Hangul choseong filler': '\u115f',
    'Hangul jungseong filler': '\u1160',
    'Hangul filler': '\u3164',
    'halfwidth Hangul filler': '\uffa0',
    'ideographic space': '\u3000',
    'line separator': '\u2028',
  }

  it.each(Object.entries(invisible))('neutralises a formula behind a leading %s', (_, char) => {
    for (const start of ['=', '+', '-', '@']) {
      const value = `${char}${start}1+1`
      expect(csvCell(value)).toBe(`'${value}`)
    }
  })

  it('neutralises a formula behind a run of mixed invisible characters and spaces', () => {
    const value = '\u200c \u2060\u00a0\u00ad=HYPERLINK("https://exemple.invalid")'
    expect(csvCell(value)).toBe(`"'${value.replace(/"/g, '""')}"`)
  })

  it('neutralises a cell starting with a tab or a carriage return', () => {
    expect(csvCell('\tClaire')).toBe('"\'\tClaire"')
    expect(csvCell('\rClaire')).toBe('"\'\rClaire"')
  })

  it('leaves ordinary text alone, invisible characters inside included', () => {
    expect(csvCell('Rue du 8 mai')).toBe('Rue du 8 mai')
    expect(csvCell('\u200cClaire')).toBe('\u200cClaire')
    expect(csvCell('Jean-Pierre')).toBe('Jean-Pierre')
  })
})

describe('CsvText: a phone number kept as text', () => {
  it('is written ="…", quoted, so that a spreadsheet keeps its leading 0', () => {
    expect(csvCell(new CsvText('0322334455'))).toBe('"=""0322334455"""')
    expect(csvCell(new CsvText('+33 3 22 33 44 55'))).toBe('"=""+33 3 22 33 44 55"""')
    expect(toCsv([['Dupont', new CsvText('0322334455'), '80000']])).toBe('Dupont;"=""0322334455""";80000')
  })

  it('keeps only a phone number’s characters, so nothing else can be computed, and leaves an empty one empty', () => {
    expect(csvCell(new CsvText('03"&HYPERLINK("x")'))).toBe('"=""03()"""')
    expect(csvCell(new CsvText(''))).toBe('')
    expect(csvCell(new CsvText('abc'))).toBe('')
  })
})
