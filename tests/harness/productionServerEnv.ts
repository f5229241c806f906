/**
 * A production server on a database of its own (end-to-end tests, bench, crash test): its build
 * folder and media folder are named after the database, so such servers live side by side.
 */
export const distDirOf = (database: string) => `.next-${database}`
export const mediaDirOf = (database: string) => `.data/media-${database}`

/** The command line that serves such a server's build (the app's own server, as `npm start` runs it). */
export const serveCommand = (port: number): [string, string[]] => [
  'npx',
  ['tsx', 'scripts/withDatabase.ts', 'tsx', 'scripts/serve.ts', '-p', String(port), '-H', '127.0.0.1'],
]

/**
 * The environment for `withDatabase next build` and serveCommand of such a server, always on the embedded
 * PostgreSQL. The local test client plays the load balancer (TRUSTED_PROXIES=127.0.0.1), so tests and
 * benches can speak for many visitors through X-Forwarded-For, as a balancer does in production.
 */
export function productionServerEnv(
  database: string,
  port: number,
  leadRateLimit: number,
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_DIST_DIR: distDirOf(database),
    MEDIA_DIR: mediaDirOf(database),
    EMBEDDED_POSTGRES_DATABASE: database,
    SERVER_URL: `http://127.0.0.1:${port}`,
    LEAD_RATE_LIMIT: String(leadRateLimit),
    NEXT_TELEMETRY_DISABLED: '1',
    TRUSTED_PROXIES: '127.0.0.1',
    ...extra,
  }
  // A configured database would be used instead of the one these servers drop and seed.
  delete env.DATABASE_URL
  return env
}
