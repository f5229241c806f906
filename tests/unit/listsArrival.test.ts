import { describe, expect, it } from 'vitest'
import { listsArrival } from '@/leads/dashboard/listsArrival'

const none = { search: '', status: '', origin: '', from: '', to: '' }
const lead = { status: 'new' as const, formOrigin: 'contact' as const, createdAt: '2026-11-21T10:00:00.000Z' }

describe('listsArrival', () => {
  it('lists a new lead when nothing is filtered', () => {
    expect(listsArrival(none, lead)).toBe(true)
  })
  it('follows the status, origin and date filters', () => {
    expect(listsArrival({ ...none, status: 'new' }, lead)).toBe(true)
    expect(listsArrival({ ...none, status: 'converted' }, lead)).toBe(false)
    expect(listsArrival({ ...none, origin: 'contact' }, lead)).toBe(true)
    expect(listsArrival({ ...none, origin: 'faisabilite' }, lead)).toBe(false)
    expect(listsArrival({ ...none, from: '2026-11-01', to: '2026-11-30' }, lead)).toBe(true)
    expect(listsArrival({ ...none, to: '2026-11-01' }, lead)).toBe(false)
    expect(listsArrival({ ...none, from: '2026-12-01' }, lead)).toBe(false)
  })
  it('leaves a text search to the server', () => {
    expect(listsArrival({ ...none, search: 'Martin' }, lead)).toBe(false)
    expect(listsArrival({ ...none, search: '   ' }, lead)).toBe(true)
  })
})

describe('listsArrival and the "En cours" filter', () => {
  it('lists both statuses the "En cours" counter counts', () => {
    const at = { formOrigin: 'contact' as const, createdAt: '2026-11-21T10:00:00.000Z' }
    expect(listsArrival({ ...none, status: 'open' }, { ...at, status: 'to-contact' })).toBe(true)
    expect(listsArrival({ ...none, status: 'open' }, { ...at, status: 'in-progress' })).toBe(true)
    expect(listsArrival({ ...none, status: 'open' }, { ...at, status: 'new' })).toBe(false)
  })
})
