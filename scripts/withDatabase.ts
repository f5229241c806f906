/**
 * Runs a command (next dev, next build, next start, payload ...) with a working database:
 * validates the configuration, starts the embedded PostgreSQL when DATABASE_URL is unset,
 * checks the connection, then hands DATABASE_URL to the command.
 * A wrong setting stops here with one clear line and exit code 1.
 */
import { spawn } from 'node:child_process'
import { ConfigError, parseEnv } from '../src/config/env'
import { clearDataCache } from './clearDataCache'
import { checkConnection } from '../src/db/checkConnection'
import { resolveDatabaseUrl } from '../src/db/databaseUrl'

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

async function main() {
  const [command, ...args] = process.argv.slice(2)
  if (!command) fail('usage: withDatabase <command> [args...]')
  let env
  try {
    env = parseEnv()
  } catch (error) {
    fail(error instanceof ConfigError ? error.message : String(error))
  }
  const { url, embedded } = await resolveDatabaseUrl(env).catch((error: unknown) =>
    fail(`Database error: the embedded PostgreSQL did not start: ${error instanceof Error ? error.message : String(error)}`),
  )
  const problem = await checkConnection(url)
  if (problem) fail(problem)

  if (command === 'next' && args[0] === 'build') await clearDataCache()

  const child = spawn(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: url, ...(embedded ? { LOCAL_EMBEDDED_DATABASE: 'true' } : {}) },
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}

void main()
