import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { getTestPayload } from '../harness/payload'
import { postgresOf } from '@/db/postgres'
import { SHARED_TURN_SEQUENCE } from '@/leads/intake/assignmentSql'

let payload: Payload
let db: PostgresAdapter

beforeAll(async () => {
  payload = await getTestPayload()
  db = postgresOf(payload)
})

type PushResult = { statementsToExecute: string[] }

const numericDefault = /^ALTER TABLE "(\w+)" ALTER COLUMN "(\w+)" SET DEFAULT (-?[\d.]+);$/

/** Sequences the migrations create for SQL of the app's own, which Payload's schema cannot declare. */
const sqlOnlySequences = new Set([`DROP SEQUENCE "public"."${SHARED_TURN_SEQUENCE}";`])

/**
 * drizzle-kit proposes to drop the sequences only the app's SQL uses (sqlOnlySequences), and to set again a
 * numeric column's default that the database already has (it compares 0 with '0'::numeric as text): such a
 * statement is dropped, the latter only when the database's default really is that number; any other
 * statement is drift.
 */
async function realDrift(statements: string[]): Promise<string[]> {
  const drift: string[] = []
  for (const statement of statements) {
    if (sqlOnlySequences.has(statement)) continue
    const match = numericDefault.exec(statement)
    if (match) {
      const [, table, column, value] = match
      const { rows } = await db.pool.query<{ column_default: string | null }>(
        'select column_default from information_schema.columns where table_name = $1 and column_name = $2',
        [table, column],
      )
      const current = rows[0]?.column_default?.replace(/::numeric$/, '').replace(/^'(.*)'$/, '$1')
      if (current !== undefined && Number(current) === Number(value)) continue
    }
    drift.push(statement)
  }
  return drift
}

describe('schema drift', () => {
  it('a database built by the committed migrations has exactly the schema of the collections', async () => {
    const { pushSchema } = db.requireDrizzleKit()
    const { statementsToExecute } = (await pushSchema(db.schema, db.drizzle as never, ['public'])) as unknown as PushResult
    expect(await realDrift(statementsToExecute)).toEqual([])
  })

  it('the drift filter still sees a real difference', async () => {
    await db.pool.query('alter table "videos" alter column "title" drop not null')
    try {
      const { pushSchema } = db.requireDrizzleKit()
      const { statementsToExecute } = (await pushSchema(db.schema, db.drizzle as never, ['public'])) as unknown as PushResult
      expect(await realDrift(statementsToExecute)).toEqual(['ALTER TABLE "videos" ALTER COLUMN "title" SET NOT NULL;'])
    } finally {
      await db.pool.query('alter table "videos" alter column "title" set not null')
    }
  })

  it('the latest migration snapshot matches the collections (run npm run migrate:create when this fails)', async () => {
    const { generateDrizzleJson, generateMigration } = db.requireDrizzleKit()
    const folder = path.resolve('src/migrations')
    const latest = readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .at(-1)
    expect(latest).toBeTruthy()
    const snapshot = JSON.parse(readFileSync(path.join(folder, latest!), 'utf8'))
    const current = await generateDrizzleJson(db.schema)
    expect(await generateMigration(snapshot, current)).toEqual([])
  })
})
