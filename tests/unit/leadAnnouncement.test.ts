import { describe, expect, it } from 'vitest'
import { announcedLeadIds, announcementOf, MAX_IDS_PER_ANNOUNCEMENT } from '@/leads/live/leadChannel'

describe('a new-lead announcement', () => {
  it('carries the ids it was given, in order, one or several', () => {
    expect(announcedLeadIds(announcementOf([42]))).toEqual([42])
    expect(announcedLeadIds(announcementOf([7, 8, 1200]))).toEqual([7, 8, 1200])
  })

  it('reads nothing from an empty or foreign payload', () => {
    expect(announcedLeadIds(undefined)).toEqual([])
    expect(announcedLeadIds('')).toEqual([])
    expect(announcedLeadIds('abc,-3,1.5,0')).toEqual([])
    expect(announcedLeadIds('12,x,13')).toEqual([12, 13])
  })

  it('stays under the 8 000 bytes of a NOTIFY payload with as many ids as it may carry, each of the largest', () => {
    const ids = Array.from({ length: MAX_IDS_PER_ANNOUNCEMENT }, () => 2 ** 31 - 1)
    expect(Buffer.byteLength(announcementOf(ids))).toBeLessThan(8000)
  })
})
