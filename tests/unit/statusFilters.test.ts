import { describe, expect, it } from 'vitest'
import { filterQuery } from '@/leads/dashboard/api'
import { leadStatuses } from '@/leads/rules/leadStatus'
import { openStatuses, statusesOf, statusFilters } from '@/leads/rules/statusFilters'

describe('the status filter', () => {
  it('"En cours" lists what the "En cours" counter counts: À contacter and En cours', () => {
    expect(statusesOf('open')).toEqual(openStatuses)
    expect(openStatuses).toEqual(['to-contact', 'in-progress'])
    const params = filterQuery({ search: '', status: 'open', origin: '', from: '', to: '' })
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
