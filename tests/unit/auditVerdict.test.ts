import { describe, expect, it } from 'vitest'
import { auditVerdict } from '../../scripts/auditVerdict'

const report = (vulnerabilities: Record<string, number>) => JSON.stringify({ metadata: { vulnerabilities } })

describe("CI's npm audit verdict", () => {
  it('fails on any high or critical vulnerability', () => {
    expect(auditVerdict(report({ info: 0, low: 2, moderate: 1, high: 1, critical: 0, total: 4 })).pass).toBe(false)
    expect(auditVerdict(report({ low: 0, moderate: 0, high: 0, critical: 1 })).pass).toBe(false)
  })

  it('passes with low and moderate findings only, and names the counts', () => {
    expect(auditVerdict(report({ info: 0, low: 3, moderate: 2, high: 0, critical: 0 }))).toEqual({
      pass: true,
      line: 'npm audit: 0 info, 3 low, 2 moderate, 0 high, 0 critical',
    })
  })

  it('says plainly when the registry has no audit service, without failing', () => {
    const verdict = auditVerdict(JSON.stringify({ message: 'audit endpoint returned an error ', error: { summary: 'x' } }))
    expect(verdict.pass).toBe(true)
    expect(verdict.line).toBe(
      "npm audit: the registry's audit service is not available here (audit endpoint returned an error); dependencies not checked",
    )
    expect(auditVerdict('<html>405</html>').line).toContain('(no answer)')
  })
})
