import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import pg from 'pg'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { POST } from '@/app/(payload)/api/leads/submit/route'
import { refusals } from '@/leads/intake/acceptSubmission'
import { internalFailure, submissionFailure } from '@/leads/intake/submissionFailure'
import { getTestPayload } from '../harness/payload'
import { sampleAnswers } from '../harness/sampleAnswers'

let payload: Payload
const pool = () => (payload.db as unknown as PostgresAdapter).pool

const submit = () =>
  POST(
    new Request('http://localhost:3000/api/leads/submit', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        formOrigin: 'contact',
        answers: sampleAnswers.contact,
        source: { page: '/contact', referrer: '', utmSource: '', utmMedium: '', utmCampaign: '', utmTerm: '', utmContent: '' },
        marketingConsent: false,
        website: '',
        submissionId: crypto.randomUUID(),
      }),
    }),
  )

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('the lead endpoint’s failures', () => {
  it('a fault that is not an outage is a logged 500 with a French message, not a 503 that asks to send again', async () => {
    // A real fault of the query: the table the endpoint counts submissions in is missing.
    await pool().query('alter table rate_limits rename to rate_limits_hidden')
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const response = await submit()
      expect(response.status).toBe(500)
      expect(response.headers.get('retry-after')).toBeNull()
      expect(await response.json()).toEqual({ message: internalFailure })
      expect(logged).toHaveBeenCalledWith('Lead submission failed', expect.objectContaining({ code: '42P01' }))
    } finally {
      logged.mockRestore()
      await pool().query('alter table rate_limits_hidden rename to rate_limits')
    }
    expect((await submit()).status).toBe(201)
  })

  it('a connection the server ends (57P01, as in a restart or failover) is a 503 with Retry-After', async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    const ended = new Promise<unknown>((resolve) => client.on('error', resolve))
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid')
    await pool().query('select pg_terminate_backend($1)', [rows[0]!.pid])
    const error = await Promise.race([
      ended,
      client.query('select 1').then(
        () => null,
        (reason: unknown) => reason,
      ),
    ])
    await client.end().catch(() => {})
    expect((error as { code?: string } | null)?.code).toBe('57P01')

    const answer = submissionFailure(error, () => {})
    expect(answer.status).toBe(503)
    expect(answer.headers).toEqual({ 'Retry-After': '5' })
    expect(answer.body).toEqual({ message: refusals.unavailable })
  })
})
