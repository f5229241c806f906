import { sql } from '@payloadcms/db-postgres'
import type pg from 'pg'
import type { PayloadRequest } from 'payload'
import { transactionDb } from './transactionDb'

/** What runs a parameterised statement ($1, $2…) and answers its rows: a pool, a client, or the request's transaction. */
export type SqlQuery = { query: <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<{ rows: R[] }> }

/**
 * The request's open transaction as a SqlQuery, for statements written for a pg pool that must commit or
 * roll back with the Payload operation running them (a hook): a second connection would wait on the
 * operation's own row locks. Each $n becomes a bound parameter (sql.param, so arrays stay one value).
 */
export async function transactionQuery(req: PayloadRequest): Promise<SqlQuery> {
  const db = await transactionDb(req)
  return {
    query: async <R extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
      const chunks = text.split(/\$(\d+)/).map((part, index) => (index % 2 ? sql`${sql.param(values[Number(part) - 1])}` : sql.raw(part)))
      const result = await db.execute(sql.join(chunks))
      return { rows: result.rows as R[] }
    },
  }
}
