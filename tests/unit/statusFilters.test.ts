import { describe, expect, it } from 'vitest'
import { filterQuery } from '@/leads/dashboard/api'
import { leadStatuses } from '@/leads/rules/leadStatus'
import { inProgressGroup } from '@/leads/rules/leadStatus'
import { statusesOf, statusFilters } from '@/leads/rules/statusFilters'

describe('the status filter', () => {
  it('"En cours" lists what the "En cours" counter counts: À contacter and En cours', () => {
    expect(statusesOf('in-progress-group')).toEqual(inProgressGroup)
    expect(inProgressGroup).toEqual(['to-contact', 'in-progress'])
    const params = filterQuery({ search: '', status: 'in-progress-group', origin: '', from: '', to: '', owner: '', due: '' }, { id: 1 })
    expect([...params.entries()]).toEqual([
      ['where[and][0][status][in][0]', 'to-contact'],
      ['where[and][0][status][in][1]', 'in-progress'],
    ])
  })

  it('can still list every status on its own, and restricts nothing when empty or unknown', () => {
    for (const status of leadStatuses)
      expect(statusFilters.some((option) => option.statuses.length === 1 && option.statuses[0] === status)).toBe(true)
    expect(statusesOf('')).toEqual([])
    expect(statusesOf('nimporte')).toEqual([])
  })

  it('names no two options alike', () => {
    const labels = statusFilters.map((option) => option.label)
    expect(new Set(labels).size).toBe(labels.length)
  })
})

describe('the owner and next-action filters', () => {
  const none = { search: '', status: '', origin: '', from: '', to: '', owner: '', due: '' }
  const now = new Date('2026-03-12T09:00:00Z')
  it('"Mes leads" is the viewer’s leads, "Non attribués" the leads without an owner', () => {
    expect([...filterQuery({ ...none, owner: 'mine' }, { id: 42 }, now).entries()]).toEqual([['where[and][0][owner][equals]', '42']])
    expect([...filterQuery({ ...none, owner: 'none' }, { id: 42 }, now).entries()]).toEqual([['where[and][0][owner][exists]', 'false']])
  })
  it('"En retard" is due before now, "Aujourd’hui" the Paris day; "Sans prochaine action" the open leads without one', () => {
    expect([...filterQuery({ ...none, due: 'overdue' }, { id: 1 }, now).entries()]).toEqual([
      ['where[and][0][nextAction.dueAt][less_than]', '2026-03-12T09:00:00.000Z'],
    ])
    expect([...filterQuery({ ...none, due: 'today' }, { id: 1 }, now).entries()]).toEqual([
      ['where[and][0][nextAction.dueAt][greater_than_equal]', '2026-03-11T23:00:00.000Z'],
      ['where[and][1][nextAction.dueAt][less_than]', '2026-03-12T23:00:00.000Z'],
    ])
    expect([...filterQuery({ ...none, due: 'missing' }, { id: 1 }, now).entries()]).toEqual([
      ['where[and][0][nextAction.dueAt][exists]', 'false'],
      ['where[and][1][status][not_in][0]', 'converted'],
      ['where[and][1][status][not_in][1]', 'lost'],
      ['where[and][1][status][not_in][2]', 'invalid'],
    ])
  })
})
