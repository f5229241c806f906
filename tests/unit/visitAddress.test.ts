import { describe, expect, it } from 'vitest'
import { readVisitAddress, visitAddressMessages, visitPlace } from '@/appointments/rules/visitAddress'

describe('readVisitAddress', () => {
  it('reads a full address, spaces tidied and the postal code as stored', () => {
    expect(readVisitAddress({ street: '  12  rue des Lilas ', postalCode: '80 000', town: 'Amiens' }, '')).toEqual({
      address: { street: '12 rue des Lilas', postalCode: '80000', town: 'Amiens' },
    })
  })

  it('keeps the lead’s own postal code, whatever is posted', () => {
    expect(readVisitAddress({ street: '3 place Gambetta', postalCode: '13001', town: 'Abbeville' }, '80100')).toEqual({
      address: { street: '3 place Gambetta', postalCode: '80100', town: 'Abbeville' },
    })
  })

  it('says what is wrong beside each field', () => {
    expect(readVisitAddress({ street: '12', postalCode: '800', town: ' ' }, '')).toEqual({
      errors: { street: visitAddressMessages.street, postalCode: visitAddressMessages.postalCode, town: visitAddressMessages.town },
    })
    expect(readVisitAddress(null, '80000').errors).toEqual({ street: visitAddressMessages.street, town: visitAddressMessages.town })
    expect(readVisitAddress({ street: `1 ${'r'.repeat(200)}`, town: 'A'.repeat(61) }, '80000').errors).toEqual({
      street: visitAddressMessages.tooLong,
      town: visitAddressMessages.tooLong,
    })
  })
})

describe('visitPlace', () => {
  it('says the place with what is known', () => {
    expect(visitPlace({ street: '12 rue des Lilas', postalCode: '80000', town: 'Amiens' })).toBe('12 rue des Lilas, 80000 Amiens')
    expect(visitPlace({ street: '', postalCode: '80000', town: '' })).toBe('80000')
    expect(visitPlace({})).toBe('')
  })
})
