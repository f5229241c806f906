import { describe, expect, it } from 'vitest'
import { keptVisit, visitsToFree } from '@/appointments/rules/keptVisit'

const now = new Date('2026-12-01T10:00:00Z')
const visit = (id: number, start: string) => ({ id, start: new Date(start), end: new Date(new Date(start).getTime() + 3_600_000) })

describe('the visit two merged leads keep', () => {
  it('is the earliest still to come; every other is cancelled', () => {
    const [past, later, earlier] = [visit(1, '2026-11-20T09:00:00Z'), visit(2, '2026-12-10T09:00:00Z'), visit(3, '2026-12-05T09:00:00Z')]
    expect(keptVisit([past, later, earlier], now)).toEqual({ keep: 3, cancel: [past, later] })
  })

  it('is the latest one over when none is to come, and none without visits', () => {
    const [older, newer] = [visit(1, '2026-10-20T09:00:00Z'), visit(2, '2026-11-20T09:00:00Z')]
    expect(keptVisit([older, newer], now)).toEqual({ keep: 2, cancel: [older] })
    expect(keptVisit([], now)).toEqual({ keep: null, cancel: [] })
  })

  it('one under way counts as still to come', () => {
    const ongoing = visit(1, '2026-12-01T09:30:00Z')
    expect(keptVisit([visit(2, '2026-12-03T09:00:00Z'), ongoing], now).keep).toBe(1)
  })
})

describe('the visits an erased lead frees', () => {
  it('are those still to come', () => {
    expect(visitsToFree([visit(1, '2026-11-20T09:00:00Z'), visit(2, '2026-12-10T09:00:00Z')], now).map((each) => each.id)).toEqual([2])
  })
})
