/**
 * npm test: types, lint, unit and integration tests, then the end-to-end suite, one after the other; stops at
 * the first part that fails and prints the time of each part at the end.
 */
import { spawnSync } from 'node:child_process'

const parts: [name: string, script: string][] = [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['vitest (unit + integration)', 'test:vitest'],
  ['e2e (build + Playwright)', 'test:e2e'],
]
const times: string[] = []
let status = 0
for (const [name, script] of parts) {
  const started = Date.now()
  status = spawnSync('npm', ['run', '-s', script], { stdio: 'inherit' }).status ?? 1
  const seconds = Math.round((Date.now() - started) / 1000)
  times.push(`${name}: ${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s${status ? ' (failed)' : ''}`)
  if (status) break
}
process.stdout.write(`\nnpm test, time per part:\n${times.map((line) => `  ${line}`).join('\n')}\n`)
process.exit(status)
