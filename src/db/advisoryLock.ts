import pg from 'pg'

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so that several processes starting on one
 * database at once (build workers, app instances) migrate and seed one after the other.
 */
export async function withAdvisoryLock<T>(url: string, name: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [name])
    return await work()
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined)
    await client.end().catch(() => undefined)
  }
}
