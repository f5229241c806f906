import { describe, expect, it } from 'vitest'
import { frenchFileSize, frenchFileSizesIn } from '@/rules/frenchFileSize'

describe('frenchFileSize', () => {
  it.each([
    [0, '0\u00a0octets'],
    [12, '12\u00a0octets'],
    [463_306, '452\u00a0ko'],
    [63_488, '62\u00a0ko'],
    [8_283_750, '7,9\u00a0Mo'],
    [41 * 1024 ** 2, '41\u00a0Mo'],
  ])('%d bytes read %s', (bytes, text) => {
    expect(frenchFileSize(bytes)).toBe(text)
  })
})

describe('frenchFileSizesIn', () => {
  it('rewrites each of Payload’s English sizes in a text, and nothing else', () => {
    expect(frenchFileSizesIn('62KB')).toBe('62\u00a0ko')
    expect(frenchFileSizesIn('7.9 MB — 1200x800')).toBe('7,9\u00a0Mo — 1200x800')
    expect(frenchFileSizesIn('0 bytes')).toBe('0\u00a0octets')
    expect(frenchFileSizesIn('Aménagement de 40 m²')).toBe('Aménagement de 40 m²')
  })
})
