import { describe, expect, it } from 'vitest'
import { requestsBeforePaint } from '../../bench/lighthouse'

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
