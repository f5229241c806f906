import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { postgresOf } from '@/db/postgres'
import { unmappedLeadColumns } from '@/leads/intake/leadRow'
import { getTestPayload } from '../harness/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('the lead row the endpoint writes', () => {
  it('covers every column of the leads table, or declares it staff-only', async () => {
    const { rows } = await postgresOf(payload).pool.query<{ column_name: string }>(
      "select column_name from information_schema.columns where table_schema = 'public' and table_name = 'leads'",
    )
    const columns = rows.map((row) => row.column_name)
    expect(columns).toContain('form_origin')
    expect(unmappedLeadColumns(columns)).toEqual([])
  })

  it('names a column added to the table without being written', () => {
    expect(unmappedLeadColumns(['id', 'form_origin', 'budget'])).toEqual(['budget'])
  })
})
