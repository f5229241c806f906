import { createReadStream } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import type pg from 'pg'
import { tableFile, type BackupManifest } from './backupManifest'

const BATCH = 1_000

/**
 * Loads a backup's rows into a database migrated to the backup's migrations, in one transaction: the
 * foreign keys are set aside while the tables fill (rows come table by table, in no order the keys would
 * accept) and put back after, which checks every row against them; each sequence is set where it was.
 * Triggers run as on any insert (the leads' search column is computed again, to the same value).
 */
export async function restoreDatabase(client: pg.Client, dir: string, manifest: BackupManifest): Promise<void> {
  await client.query('begin')
  try {
    const { rows: keys } = await client.query<{ table: string; name: string; definition: string }>(
      `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition
       from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
    )
    for (const key of keys) await client.query(`alter table ${key.table} drop constraint "${key.name}"`)
    // Rows the migrations themselves wrote (a setting's first row) give way to the backup's.
    await client.query(`truncate ${manifest.tables.map(({ name }) => `"${name}"`).join(', ')}`)
    for (const { name, rows } of manifest.tables) {
      const loaded = await loadTable(client, name, path.join(dir, tableFile(name)))
      if (loaded !== rows) throw new Error(`${name} : ${loaded} lignes lues, ${rows} attendues (sauvegarde incomplète)`)
    }
    for (const key of keys) await client.query(`alter table ${key.table} add constraint "${key.name}" ${key.definition}`)
    for (const { name, lastValue } of manifest.sequences)
      if (lastValue !== null) await client.query('select setval($1::regclass, $2::bigint)', [`"${name}"`, lastValue])
    await client.query('commit')
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  }
}

async function loadTable(client: pg.Client, table: string, file: string): Promise<number> {
  let batch: string[] = []
  let loaded = 0
  const flush = async () => {
    if (!batch.length) return
    await client.query(`insert into "${table}" select * from jsonb_populate_recordset(null::"${table}", $1::jsonb)`, [
      `[${batch.join(',')}]`,
    ])
    loaded += batch.length
    batch = []
  }
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (!line) continue
    batch.push(line)
    if (batch.length === BATCH) await flush()
  }
  await flush()
  return loaded
}
