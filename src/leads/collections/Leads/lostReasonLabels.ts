import type { PayloadRequest } from 'payload'
import { postgresOf } from '@/db/postgres'

/** The labels of some lost reasons, by id: how they read in the history. */
export async function lostReasonLabels(req: PayloadRequest, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map()
  const { pool } = postgresOf(req.payload)
  const { rows } = await pool.query<{ id: number; label: string }>(`select id, label from lost_reasons where id = any($1::int[])`, [unique])
  return new Map(rows.map((row) => [Number(row.id), row.label]))
}
