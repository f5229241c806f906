import type { PayloadRequest } from 'payload'
import { postgresOf } from '@/db/postgres'

/** The names (or e-mails) of some users, by id: how owners read in the history and in e-mails. */
export async function ownerNames(req: PayloadRequest, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map()
  const { pool } = postgresOf(req.payload)
  const { rows } = await pool.query<{ id: number; label: string }>(
    `select id, coalesce(nullif(trim(name), ''), email) as label from users where id = any($1::int[])`,
    [unique],
  )
  return new Map(rows.map((row) => [Number(row.id), row.label]))
}
