export type AuditReport = { metadata?: { vulnerabilities?: Record<string, number> }; message?: string; error?: { summary?: string } }

export type AuditVerdict = { pass: boolean; line: string }

/**
 * What CI makes of `npm audit --json`: any high or critical vulnerability fails; a registry without
 * the audit service is said plainly and does not fail (an unreachable service is not a finding).
 */
export function auditVerdict(stdout: string): AuditVerdict {
  let report: AuditReport = {}
  try {
    report = JSON.parse(stdout || '{}') as AuditReport
  } catch {
    // not JSON: the service answered with an error page
  }
  const counts = report.metadata?.vulnerabilities
  if (!counts) {
    const reason = report.message ?? report.error?.summary ?? 'no answer'
    return {
      pass: true,
      line: `npm audit: the registry's audit service is not available here (${reason.trim()}); dependencies not checked`,
    }
  }
  const serious = (counts.high ?? 0) + (counts.critical ?? 0)
  return {
    pass: serious === 0,
    line: `npm audit: ${Object.entries(counts)
      .map(([level, count]) => `${count} ${level}`)
      .join(', ')}`,
  }
}
