/** Set by the app's server (scripts/serve.ts): this process serves visitors. */
export const APP_SERVER_FLAG = 'COMBLES_APP_SERVER'

/**
 * A start that could not prepare the database (migrations, seed, first admin) stops the app's server with
 * its one French line, rather than leaving it answering on a half-prepared site; elsewhere (a build, a
 * test, the CLI) the error goes on to the caller, which fails.
 */
export function stopTheAppServer(error: unknown): never {
  if (process.env[APP_SERVER_FLAG] === '1') {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  }
  throw error
}
