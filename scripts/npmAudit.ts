/**
 * CI's dependency check: `npm audit` must report no high or critical vulnerability (see auditVerdict).
 */
import { spawnSync } from 'node:child_process'
import { auditVerdict } from './auditVerdict'

const verdict = auditVerdict(spawnSync('npm', ['audit', '--json'], { encoding: 'utf8' }).stdout)
console.log(verdict.line)
process.exit(verdict.pass ? 0 : 1)
