import { createWriteStream } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { once } from 'node:events'
import type pg from 'pg'
import { PRIVATE_DIR, PRIVATE_FILE, tableFile, type BackupManifest } from './backupManifest'

const BATCH = 2_000

/**
 * Writes every table of the public schema to `dir`, one JSON object per row (PostgreSQL's own to_jsonb, so
 * enums, jsonb, numerics and dates come back exactly), from one snapshot: a lead written meanwhile is in
 * the backup with all its rows or not at all. PostgreSQL's pg_dump is not used because the embedded server
 * is PostgreSQL 18 and a pg_dump must be at least the server's version (README, Backup).
 */
export async function backupDatabase(client: pg.Client, dir: string): Promise<Omit<BackupManifest, 'media' | 'takenAt' | 'format'>> {
  await mkdir(path.join(dir, 'tables'), { recursive: true, mode: PRIVATE_DIR })
  await client.query('begin isolation level repeatable read read only')
  try {
    const migrations = (await client.query<{ name: string }>('select name from payload_migrations order by id')).rows.map((row) => row.name)
    const names = (
      await client.query<{ name: string }>(
        `select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'payload_migrations' order by tablename`,
      )
    ).rows.map((row) => row.name)
    const tables: BackupManifest['tables'] = []
    for (const name of names) tables.push({ name, rows: await writeTable(client, name, path.join(dir, tableFile(name))) })
    const sequences = (
      await client.query<{ name: string; lastValue: string | null }>(
        `select sequencename as name, last_value::text as "lastValue" from pg_sequences where schemaname = 'public' order by sequencename`,
      )
    ).rows
    await client.query('commit')
    return { migrations, tables, sequences }
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  }
}

/** One table's rows, in batches (ctid order is stable within the snapshot). Returns how many. */
async function writeTable(client: pg.Client, table: string, file: string): Promise<number> {
  const out = createWriteStream(file, { mode: PRIVATE_FILE })
  let rows = 0
  for (;;) {
    const { rows: batch } = await client.query<{ row: string }>(
      `select to_jsonb(t)::text as row from "${table}" t order by ctid limit ${BATCH} offset ${rows}`,
    )
    for (const { row } of batch) if (!out.write(`${row}\n`)) await once(out, 'drain')
    rows += batch.length
    if (batch.length < BATCH) break
  }
  out.end()
  await once(out, 'finish')
  return rows
}
