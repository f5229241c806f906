import { describe, expect, it } from 'vitest'
import { longestTaskBeforePaint, requestsBeforePaint, workAfterStylesheets } from '../../bench/lighthouse'

describe('requestsBeforePaint', () => {
  it('counts the requests that had finished by the fast load’s largest paint, out of all', () => {
    const audits = {
      metrics: { details: { items: [{ observedLargestContentfulPaint: 200 }] } },
      'network-requests': { details: { items: [{ networkEndTime: 40 }, { networkEndTime: 200 }, { networkEndTime: 201 }, {}] } },
    }
    expect(requestsBeforePaint(audits)).toEqual({ done: 2, of: 4 })
  })

  it('counts none when the audit has no observed paint', () => {
    expect(requestsBeforePaint({ 'network-requests': { details: { items: [{ networkEndTime: 1 }] } } })).toEqual({ done: 0, of: 1 })
  })
})

describe('longestTaskBeforePaint', () => {
  it('gives the longest main-thread task begun before the fast load’s largest paint, even one ending after it', () => {
    const audits = {
      metrics: { details: { items: [{ observedLargestContentfulPaint: 141 }] } },
      'main-thread-tasks': {
        details: {
          items: [
            { startTime: 92, duration: 27.4 },
            { startTime: 130, duration: 48.6 },
            { startTime: 141, duration: 60 },
          ],
        },
      },
    }
    expect(longestTaskBeforePaint(audits)).toBe(49)
  })

  it('gives 0 when no task began before the paint, or the audit has none', () => {
    const after = {
      metrics: { details: { items: [{ observedLargestContentfulPaint: 65 }] } },
      'main-thread-tasks': { details: { items: [{ startTime: 99, duration: 35 }] } },
    }
    expect(longestTaskBeforePaint(after)).toBe(0)
    expect(longestTaskBeforePaint({})).toBe(0)
  })
})

describe('workAfterStylesheets', () => {
  it('gives when the last stylesheet arrived, and the work of the tasks begun from then until the largest paint', () => {
    const audits = {
      'largest-contentful-paint': { numericValue: 2041 },
      'network-requests': {
        details: {
          items: [
            { resourceType: 'Document', networkEndTime: 754 },
            { resourceType: 'Stylesheet', networkEndTime: 1300.4 },
            { resourceType: 'Stylesheet', networkEndTime: 1462.2 },
            { resourceType: 'Script', networkEndTime: 2190 },
          ],
        },
      },
      'main-thread-tasks': {
        details: {
          items: [
            { startTime: 1400, duration: 20 },
            { startTime: 1495, duration: 25.4 },
            { startTime: 1541, duration: 427.3 },
            { startTime: 2041, duration: 98 },
          ],
        },
      },
    }
    expect(workAfterStylesheets(audits)).toEqual({ arrived: 1462, work: 453 })
  })

  it('gives nothing measured when the audit has no stylesheet, task or paint', () => {
    expect(workAfterStylesheets({})).toEqual({ arrived: 0, work: 0 })
  })
})
