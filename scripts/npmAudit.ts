/**
 * CI's dependency check: `npm audit` must report no high or critical vulnerability. When the registry
 * offers no audit service (a mirror without /-/npm/v1/security), that is said plainly and the check
 * passes: a finding fails the run, an unreachable service cannot.
 */
import { spawnSync } from 'node:child_process'

type AuditReport = { metadata?: { vulnerabilities?: Record<string, number> }; message?: string; error?: { summary?: string } }

const result = spawnSync('npm', ['audit', '--json'], { encoding: 'utf8' })
let report: AuditReport = {}
try {
  report = JSON.parse(result.stdout || '{}') as AuditReport
} catch {
  // not JSON: the service answered with an error page
}
const counts = report.metadata?.vulnerabilities
if (!counts) {
  const reason = report.message ?? report.error?.summary ?? 'no answer'
  console.log(`npm audit: the registry's audit service is not available here (${reason.trim()}); dependencies not checked`)
  process.exit(0)
}
const serious = (counts.high ?? 0) + (counts.critical ?? 0)
console.log(`npm audit: ${Object.entries(counts).map(([level, count]) => `${count} ${level}`).join(', ')}`)
process.exit(serious > 0 ? 1 : 0)
