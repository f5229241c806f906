import { describe, expect, it } from 'vitest'
import { dueWindow, isOverdue, parisMidnight } from '@/leads/rules/dueViews'

describe('dueWindow', () => {
  it('Aujourd’hui is the Paris day, in winter and in summer', () => {
    expect(dueWindow('today', new Date('2026-01-15T23:30:00Z'))).toEqual({
      from: new Date('2026-01-15T23:00:00Z'),
      before: new Date('2026-01-16T23:00:00Z'),
    })
    expect(dueWindow('today', new Date('2026-07-01T10:00:00Z'))).toEqual({
      from: new Date('2026-06-30T22:00:00Z'),
      before: new Date('2026-07-01T22:00:00Z'),
    })
  })

  it('Cette semaine runs from Monday to Monday, across the change to summer time', () => {
    // Wednesday 25 March 2026; summer time starts on Sunday 29 March.
    expect(dueWindow('week', new Date('2026-03-25T12:00:00Z'))).toEqual({
      from: new Date('2026-03-22T23:00:00Z'),
      before: new Date('2026-03-29T22:00:00Z'),
    })
    // A Sunday evening belongs to the week that began on the Monday before.
    expect(dueWindow('week', new Date('2026-03-08T20:00:00Z')).from).toEqual(new Date('2026-03-01T23:00:00Z'))
  })

  it('En retard is anything due before now; Sans prochaine action has no window', () => {
    const now = new Date('2026-03-12T09:00:00Z')
    expect(dueWindow('overdue', now)).toEqual({ before: now })
    expect(dueWindow('missing', now)).toEqual({})
    expect(isOverdue('2026-03-12T08:59:00Z', now)).toBe(true)
    expect(isOverdue('2026-03-12T09:01:00Z', now)).toBe(false)
    expect(isOverdue(null, now)).toBe(false)
  })

  it('finds Paris midnight on the days the clocks change', () => {
    expect(parisMidnight(2026, 3, 29)).toEqual(new Date('2026-03-28T23:00:00Z'))
    expect(parisMidnight(2026, 3, 30)).toEqual(new Date('2026-03-29T22:00:00Z'))
    expect(parisMidnight(2026, 10, 25)).toEqual(new Date('2026-10-24T22:00:00Z'))
    expect(parisMidnight(2026, 10, 26)).toEqual(new Date('2026-10-25T23:00:00Z'))
  })
})
