import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runToEnd } from '../tests/harness/processes'
import { BENCH_TOOLS_LOG } from './config'

const benchDir = path.dirname(fileURLToPath(import.meta.url))

/**
 * The bench's own packages (bench/package.json and its lock file: Lighthouse, its Chrome launcher, the W3C Nu
 * HTML checker), installed by the first run that needs them, so that installing the site does not fetch them.
 * Imported by name from this folder, they resolve to bench/node_modules.
 */
export async function ensureBenchTools(): Promise<void> {
  const { dependencies } = JSON.parse(readFileSync(path.join(benchDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
  const missing = Object.keys(dependencies).some((name) => !existsSync(path.join(benchDir, 'node_modules', name, 'package.json')))
  if (missing) await runToEnd('npm', ['ci', '--prefix', benchDir, '--no-audit', '--no-fund'], process.env, BENCH_TOOLS_LOG)
}
