import { describe, expect, it } from 'vitest'
import { listsArrival } from '@/leads/dashboard/listsArrival'

const none = { search: '', status: '', origin: '', from: '', to: '', owner: '', due: '' }
const viewer = { id: 7 }
const lead = { status: 'new' as const, formOrigin: 'contact' as const, createdAt: '2026-11-21T10:00:00.000Z' }

describe('listsArrival', () => {
  it('lists a new lead when nothing is filtered', () => {
    expect(listsArrival(none, lead, viewer)).toBe(true)
  })
  it('follows the status, origin and date filters', () => {
    expect(listsArrival({ ...none, status: 'new' }, lead, viewer)).toBe(true)
    expect(listsArrival({ ...none, status: 'converted' }, lead, viewer)).toBe(false)
    expect(listsArrival({ ...none, origin: 'contact' }, lead, viewer)).toBe(true)
    expect(listsArrival({ ...none, origin: 'faisabilite' }, lead, viewer)).toBe(false)
    expect(listsArrival({ ...none, from: '2026-11-01', to: '2026-11-30' }, lead, viewer)).toBe(true)
    expect(listsArrival({ ...none, to: '2026-11-01' }, lead, viewer)).toBe(false)
    expect(listsArrival({ ...none, from: '2026-12-01' }, lead, viewer)).toBe(false)
  })
  it('follows a named salesperson as owner', () => {
    expect(listsArrival({ ...none, owner: '12' }, { ...lead, owner: 12 }, viewer)).toBe(true)
    expect(listsArrival({ ...none, owner: '12' }, { ...lead, owner: 13 }, viewer)).toBe(false)
    expect(listsArrival({ ...none, owner: '12' }, { ...lead, owner: null }, viewer)).toBe(false)
  })
  it('leaves a text search to the server', () => {
    expect(listsArrival({ ...none, search: 'Martin' }, lead, viewer)).toBe(false)
    expect(listsArrival({ ...none, search: '   ' }, lead, viewer)).toBe(true)
  })
})

describe('listsArrival and the "En cours" filter', () => {
  it('lists both statuses the "En cours" counter counts', () => {
    const at = { formOrigin: 'contact' as const, createdAt: '2026-11-21T10:00:00.000Z' }
    expect(listsArrival({ ...none, status: 'in-progress-group' }, { ...at, status: 'to-contact' }, viewer)).toBe(true)
    expect(listsArrival({ ...none, status: 'in-progress-group' }, { ...at, status: 'in-progress' }, viewer)).toBe(true)
    expect(listsArrival({ ...none, status: 'in-progress-group' }, { ...at, status: 'new' }, viewer)).toBe(false)
  })
})

describe('listsArrival and the owner and next-action views', () => {
  const at = { status: 'new' as const, formOrigin: 'contact' as const, createdAt: '2026-11-21T10:00:00.000Z' }
  it('lists a lead under "Mes leads" only when it is the viewer’s, under "Non attribués" only without an owner', () => {
    expect(listsArrival({ ...none, owner: 'mine' }, { ...at, owner: 7 }, viewer)).toBe(true)
    expect(listsArrival({ ...none, owner: 'mine' }, { ...at, owner: 8 }, viewer)).toBe(false)
    expect(listsArrival({ ...none, owner: 'mine' }, { ...at, owner: null }, viewer)).toBe(false)
    expect(listsArrival({ ...none, owner: 'none' }, { ...at, owner: null }, viewer)).toBe(true)
    expect(listsArrival({ ...none, owner: 'none' }, { ...at, owner: 7 }, viewer)).toBe(false)
  })
  it('a new lead has no next action: only "Sans prochaine action" lists it', () => {
    expect(listsArrival({ ...none, due: 'missing' }, at, viewer)).toBe(true)
    expect(listsArrival({ ...none, due: 'overdue' }, at, viewer)).toBe(false)
    expect(listsArrival({ ...none, due: 'today' }, at, viewer)).toBe(false)
  })
})
