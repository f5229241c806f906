import { describe, expect, it } from 'vitest'
import { closedStatuses, leadStatusColours, leadStatusLabels, openStatuses } from '@/leads/rules/leadStatus'
import { keptLostReason, LOST_REASON_REQUIRED, lostReasonProblem } from '@/leads/rules/lostReason'

describe('Perdu and its reason', () => {
  it('is a closed status of its own, labelled Perdu, in a colour none of the five others has', () => {
    expect(leadStatusLabels.lost).toBe('Perdu')
    expect(closedStatuses).toContain('lost')
    expect(openStatuses).not.toContain('lost')
    const others = Object.entries(leadStatusColours).filter(([status]) => status !== 'lost')
    expect(others.map(([, colour]) => colour)).not.toContain(leadStatusColours.lost)
  })

  it('needs a reason, and only Perdu does', () => {
    expect(lostReasonProblem('lost', null)).toBe(LOST_REASON_REQUIRED)
    expect(lostReasonProblem('lost', undefined)).toBe(LOST_REASON_REQUIRED)
    expect(lostReasonProblem('lost', '')).toBe(LOST_REASON_REQUIRED)
    expect(lostReasonProblem('lost', 3)).toBeNull()
    expect(lostReasonProblem('invalid', null)).toBeNull()
    expect(lostReasonProblem('in-progress', null)).toBeNull()
  })

  it('keeps the reason while Perdu and drops it in any other status', () => {
    expect(keptLostReason('lost', 3)).toBe(3)
    expect(keptLostReason('in-progress', 3)).toBeNull()
    expect(keptLostReason('invalid', 3)).toBeNull()
  })
})
