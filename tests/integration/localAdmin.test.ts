import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { postgresOf } from '@/db/postgres'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { slugs } from '@collections/slugs'
import { ensureFirstAdmin, LOCAL_ADMIN_EMAIL, localAdminFile, readLocalAdmin } from '@/db/localAdmin'
import { getTestPayload } from '../harness/payload'

let payload: Payload
const databaseUrl = () => process.env.DATABASE_URL ?? ''

/** What ensureFirstAdmin writes to the server log during one call. */
async function loggedDuring(run: () => Promise<void>): Promise<string[]> {
  const info = vi.spyOn(payload.logger, 'info')
  try {
    await run()
    return info.mock.calls.map((call) => call.map((part) => (typeof part === 'string' ? part : JSON.stringify(part))).join(' '))
  } finally {
    info.mockRestore()
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('the generated local admin', () => {
  it('prints its password once, when it is created; later starts only point to the file', async () => {
    // A database without users, as on a developer's first start (the rows that name a user go first).
    await postgresOf(payload).pool.query('delete from visits; delete from lead_digest_sends')
    await payload.delete({ collection: slugs.users, where: { id: { exists: true } }, overrideAccess: true })
    const file = localAdminFile(databaseUrl())
    await rm(file, { force: true })
    const options = { databaseUrl: databaseUrl(), allowLocalAdmin: true }

    const first = await loggedDuring(() => ensureFirstAdmin(payload, options))
    const credentials = readLocalAdmin(file)
    expect(credentials?.email).toBe(LOCAL_ADMIN_EMAIL)
    const password = credentials?.password ?? ''
    expect(password.length).toBeGreaterThanOrEqual(12)
    expect(first.filter((line) => line.includes(password))).toHaveLength(1)

    for (let start = 0; start < 2; start++) {
      const later = await loggedDuring(() => ensureFirstAdmin(payload, options))
      expect(later.some((line) => line.includes(password))).toBe(false)
      expect(later.some((line) => line.includes(LOCAL_ADMIN_EMAIL) && line.includes(path.relative(process.cwd(), file)))).toBe(true)
    }
    const { totalDocs } = await payload.count({ collection: slugs.users, overrideAccess: true })
    expect(totalDocs).toBe(1)
  })
})
