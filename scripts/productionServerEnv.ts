/**
 * A production server on a database of its own (end-to-end tests, bench, crash test): its build
 * folder and media folder are named after the database, so such servers live side by side.
 */
export const distDirOf = (database: string) => `.next-${database}`
export const mediaDirOf = (database: string) => `.data/media-${database}`

/** The environment for `withDatabase next build|start` of such a server, always on the embedded PostgreSQL. */
export function productionServerEnv(database: string, port: number, leadRateLimit: number, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_DIST_DIR: distDirOf(database),
    MEDIA_DIR: mediaDirOf(database),
    EMBEDDED_POSTGRES_DATABASE: database,
    SERVER_URL: `http://127.0.0.1:${port}`,
    LEAD_RATE_LIMIT: String(leadRateLimit),
    NEXT_TELEMETRY_DISABLED: '1',
    ...extra,
  }
  // A configured database would be used instead of the one these servers drop and seed.
  delete env.DATABASE_URL
  return env
}
