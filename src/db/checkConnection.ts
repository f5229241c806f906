import pg from 'pg'

/** Where a connection string points, without its password, for error messages. */
function describeDatabase(url: string): string {
  try {
    const { hostname, port, pathname } = new URL(url)
    return `${hostname}:${port || 5432}${pathname}`
  } catch {
    return 'an unreadable address'
  }
}

/** Connects once; resolves to null when the database answers, or to a one-line reason when it does not. */
export async function checkConnection(url: string, timeoutMs = 5000): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs })
  try {
    await client.connect()
    await client.query('select 1')
    return null
  } catch (error) {
    const reason = error instanceof Error && error.message ? error.message : String(error)
    return `Database error: cannot connect to DATABASE_URL (${describeDatabase(url)}): ${reason}`
  } finally {
    await client.end().catch(() => undefined)
  }
}
