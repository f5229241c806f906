import { describe, expect, it } from 'vitest'
import { serviceArea } from '@/content/company'
import { normalisedPostalCode } from '@/forms/shared/normalisedPostalCode'
import { outOfAreaNote, serviceAreaNote } from '@/forms/shared/serviceAreaNote'

describe('normalisedPostalCode', () => {
  it.each([
    ['76 000', '76000'],
    [' 59000 ', '59000'],
    ['75\u00a0011', '75011'],
    ['13001', '13001'],
    ['76 00', '7600'],
  ])('%s is stored as %s', (typed, stored) => {
    expect(normalisedPostalCode(typed)).toBe(stored)
  })
})

describe('serviceAreaNote', () => {
  it('says nothing for a code in one of the eighteen départements served', () => {
    const departments = serviceArea.flatMap((area) => area.departments)
    expect(departments).toHaveLength(18)
    for (const department of departments) expect(serviceAreaNote(`${department}100`), department).toBeUndefined()
    expect(serviceAreaNote('76 000')).toBeUndefined()
  })

  it.each(['13001', '69002', '20000', '97110', '00100'])('notes that %s is outside the three regions', (code) => {
    expect(serviceAreaNote(code)).toBe(outOfAreaNote)
  })

  it('says nothing while the code is incomplete or wrong: that is the schema’s message', () => {
    for (const code of ['', '130', '13 00', 'abcde', '130011']) expect(serviceAreaNote(code)).toBeUndefined()
    expect(serviceAreaNote(undefined)).toBeUndefined()
  })

  it('names the three regions and promises an answer, in French typography', () => {
    expect(outOfAreaNote).toContain('Normandie, dans les Hauts-de-France et en Île-de-France\u00a0:')
    expect(outOfAreaNote).toContain('nous vous dirons si nous pouvons vous aider')
  })
})
