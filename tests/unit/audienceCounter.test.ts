import { describe, expect, it } from 'vitest'
import type { AudienceKey } from '@/audience/rules/audienceEvents'
import { createAudienceCounter, type AudienceRow } from '@/audience/server/audienceCounter'

const key = (overrides: Partial<AudienceKey> = {}): AudienceKey => ({
  day: '2026-12-07',
  path: '/contact',
  form: 'contact',
  step: 0,
  source: '',
  medium: '',
  campaign: '',
  kind: 'shown',
  ...overrides,
})

describe('the audience counter', () => {
  it('adds counts up in memory and writes them together, once', async () => {
    const writes: AudienceRow[][] = []
    const counter = createAudienceCounter(async (rows) => void writes.push(rows), { flushMs: 60_000 })
    counter.count(key())
    counter.count(key())
    counter.count(key({ kind: 'start' }))
    await counter.flush()
    await counter.flush()
    expect(writes).toEqual([
      [
        { ...key(), count: 2 },
        { ...key({ kind: 'start' }), count: 1 },
      ],
    ])
  })

  it('writes by itself after its delay, or sooner when many counters wait', async () => {
    const writes: AudienceRow[][] = []
    const counter = createAudienceCounter(async (rows) => void writes.push(rows), { flushMs: 20, maxPending: 3 })
    counter.count(key())
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(writes).toHaveLength(1)
    for (const path of ['/a', '/b', '/c']) counter.count(key({ path }))
    await counter.flush()
    expect(writes[1]).toHaveLength(3)
  })

  it('keeps the counts of a failed write for the next one', async () => {
    let fail = true
    const written: AudienceRow[] = []
    const counter = createAudienceCounter(async (rows) => {
      if (fail) throw new Error('base de données injoignable')
      written.push(...rows)
    })
    counter.count(key())
    await counter.flush()
    fail = false
    counter.count(key())
    await counter.flush()
    expect(written).toEqual([{ ...key(), count: 2 }])
  })

  it('folds new sources into « autre » once a day holds its most counters', async () => {
    const written: AudienceRow[] = []
    const counter = createAudienceCounter(async (rows) => void written.push(...rows), { maxDayKeys: 2 })
    counter.count(key({ source: 'a' }))
    counter.count(key({ source: 'b' }))
    counter.count(key({ source: 'c', campaign: 'x' }))
    counter.count(key({ source: 'a' }))
    await counter.flush()
    expect(written.map((row) => [row.source, row.campaign, row.count])).toEqual([
      ['a', '', 2],
      ['b', '', 1],
      ['autre', '', 1],
    ])
  })
})
