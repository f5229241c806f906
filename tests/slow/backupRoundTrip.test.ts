import { createHash } from 'node:crypto'
import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { getTestPayload } from '../harness/payload'
import { runToEnd } from '../harness/processes'
import { servedContent } from '../harness/servedContent'

/**
 * npm run backup then npm run restore, as an operator runs them: a backup of the test database (seeded
 * pages and pictures, leads with notes) restored into a new database and an empty media folder holds the
 * same rows, sequences and files, and Payload started on it serves the same pages and leads without seeding.
 */
let payload: Payload
const BACKUP_DIR = '.data/backup-round-trip'
const RESTORED_MEDIA = '.data/media-restored'
const LOG = '.data/backup-round-trip.log'
const restoredUrl = () => {
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = '/combles_restored'
  return url.toString()
}

async function adminQuery(text: string) {
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = '/postgres'
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

/** Every table's rows as sorted JSON texts, and every sequence's position. */
async function snapshot(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const tables: Record<string, string[]> = {}
    const { rows } = await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by 1`)
    for (const { name } of rows) {
      const columns = name === 'payload_migrations' ? 'name' : 't::text'
      tables[name] = (await client.query<{ row: string }>(`select ${columns} as row from "${name}" t order by 1`)).rows.map(
        (row) => row.row,
      )
    }
    const sequences = (await client.query(`select sequencename, last_value from pg_sequences where schemaname = 'public' order by 1`)).rows
    return { tables, sequences }
  } finally {
    await client.end()
  }
}

async function filesOf(dir: string) {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())
  const files: Record<string, string> = {}
  for (const entry of names) {
    const file = path.relative(dir, path.join(entry.parentPath, entry.name))
    files[file] = createHash('sha256')
      .update(await readFile(path.join(dir, file)))
      .digest('hex')
  }
  return files
}

beforeAll(async () => {
  payload = await getTestPayload()
  const lead = await payload.create({
    collection: slugs.leads,
    data: {
      formOrigin: 'contact',
      name: 'Zoé Sauvegarde',
      email: `zoe.sauvegarde.${Date.now()}@example.fr`,
      phone: '06 12 34 56 78',
      status: 'to-contact',
      formData: { projet: 'combles', surface: 42, remarque: 'L’escalier « tournant »' },
    },
    overrideAccess: true,
  })
  await payload.create({ collection: slugs.leadNotes, data: { lead: lead.id, content: 'Rappeler après 18 h' }, overrideAccess: true })
  await rm(BACKUP_DIR, { recursive: true, force: true })
  await rm(RESTORED_MEDIA, { recursive: true, force: true })
  await adminQuery('drop database if exists combles_restored with (force)')
  await adminQuery('create database combles_restored')
}, 300_000)

afterAll(async () => {
  await adminQuery('drop database if exists combles_restored with (force)')
})

/**
 * Payload started on the restored database in a process of its own prints what it serves. That process has
 * exited with code 13 (an unsettled top-level await) and nothing printed in about one CI run of three, before
 * Payload's first line, whatever was restored; its cause is not found. Only that exit is tried again, twice:
 * any other failure, or a wrong content, still fails the test.
 */
async function printContentOfRestored(log: string): Promise<void> {
  const env = { ...process.env, DATABASE_URL: restoredUrl(), MEDIA_DIR: RESTORED_MEDIA }
  for (let attempt = 1; ; attempt++) {
    try {
      return await runToEnd('npx', ['tsx', 'tests/harness/printContent.ts'], env, log)
    } catch (error) {
      if (attempt === 3 || !(error instanceof Error) || !error.message.includes('failed (13)')) throw error
      console.warn(`printContent.ts exited with code 13 (attempt ${attempt}); tried again`)
    }
  }
}

describe('npm run backup, then npm run restore into a new database and an empty media folder', () => {
  it('gives back the same rows, sequences and files, and Payload serves the same pages and leads', async () => {
    await runToEnd('npx', ['tsx', 'scripts/backup.ts', BACKUP_DIR], process.env, LOG)
    await runToEnd(
      'npx',
      ['tsx', 'scripts/restore.ts', BACKUP_DIR],
      { ...process.env, DATABASE_URL: restoredUrl(), MEDIA_DIR: RESTORED_MEDIA },
      LOG,
    )

    const [before, after] = [await snapshot(process.env.DATABASE_URL!), await snapshot(restoredUrl())]
    expect(Object.keys(after.tables)).toEqual(Object.keys(before.tables))
    for (const table of Object.keys(before.tables)) expect(after.tables[table], table).toEqual(before.tables[table])
    expect(after.sequences).toEqual(before.sequences)
    expect(await filesOf(RESTORED_MEDIA)).toEqual(await filesOf(process.env.MEDIA_DIR!))

    const served = path.join('.data', 'backup-round-trip-served.log')
    await rm(served, { force: true })
    await printContentOfRestored(served)
    const output = await readFile(served, 'utf8')
    expect(output).not.toContain('Seeding')
    const line = output.split('\n').find((each) => each.startsWith('{"pages"'))
    const expected = await servedContent(payload)
    expect(expected.pages.length).toBeGreaterThan(5)
    expect(expected.leads.some((lead) => lead.name === 'Zoé Sauvegarde')).toBe(true)
    expect(JSON.parse(line ?? 'null')).toEqual(JSON.parse(JSON.stringify(expected)))
  }, 300_000)

  it('refuses a database that is not empty, with its reason', async () => {
    await expect(
      runToEnd(
        'npx',
        ['tsx', 'scripts/restore.ts', BACKUP_DIR],
        { ...process.env, DATABASE_URL: restoredUrl(), MEDIA_DIR: '.data/media-none' },
        LOG,
      ),
    ).rejects.toThrow()
    expect(await readFile(LOG, 'utf8')).toContain('Restauration impossible : la base n’est pas vide')
  }, 120_000)
})
