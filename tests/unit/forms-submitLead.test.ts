import { describe, expect, it } from 'vitest'
import { submissionSchema } from '@/forms/submission'
import { newSubmissionId } from '@/forms/shared/submissionId'
import { buildSubmission, readSubmitResponse } from '@/forms/shared/submitLead'

const submissionId = '0123456789abcdef0123456789abcdef'
const place = {
  pathname: '/contact',
  search: '?utm_source=google&utm_medium=cpc&utm_campaign=combles&utm_term=isolation&utm_content=annonce-1&x=1',
  referrer: 'https://www.google.fr/',
}

describe('buildSubmission', () => {
  it('carries the answers, the page, the referrer and every UTM tag', () => {
    const body = buildSubmission('contact', { name: 'Léa' }, { marketingConsent: true, website: '', submissionId, place })
    expect(body).toEqual({
      formOrigin: 'contact',
      answers: { name: 'Léa' },
      source: {
        page: '/contact',
        referrer: 'https://www.google.fr/',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'combles',
        utmTerm: 'isolation',
        utmContent: 'annonce-1',
      },
      marketingConsent: true,
      website: '',
      submissionId,
    })
    expect(submissionSchema.safeParse(body).success).toBe(true)
  })

  it('leaves missing UTM tags empty and passes the honeypot through', () => {
    const body = buildSubmission(
      'faisabilite',
      {},
      { marketingConsent: false, website: 'spam.example', submissionId, place: { pathname: '/faisabilite', search: '', referrer: '' } },
    )
    expect(body.source).toMatchObject({ page: '/faisabilite', referrer: '', utmSource: '', utmContent: '' })
    expect(body.website).toBe('spam.example')
    expect(body.marketingConsent).toBe(false)
  })

  it('cuts overlong tags to what the endpoint accepts', () => {
    const body = buildSubmission(
      'contact',
      {},
      { marketingConsent: false, website: '', submissionId, place: { ...place, search: `?utm_source=${'a'.repeat(300)}` } },
    )
    expect(body.source?.utmSource).toHaveLength(200)
    expect(submissionSchema.safeParse(body).success).toBe(true)
  })
})

describe('newSubmissionId', () => {
  it('draws 32 hex digits the endpoint accepts, different each time', () => {
    const ids = new Set(Array.from({ length: 1000 }, newSubmissionId))
    expect(ids.size).toBe(1000)
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/)
    const body = buildSubmission('contact', {}, { marketingConsent: false, website: '', submissionId: [...ids][0]!, place })
    expect(submissionSchema.safeParse(body).success).toBe(true)
    expect(submissionSchema.safeParse({ ...body, submissionId: 'x' }).success).toBe(false)
  })
})

describe('readSubmitResponse', () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

  it('reads 201 with an id as success', async () => {
    expect(await readSubmitResponse(json(201, { id: 42 }))).toEqual({ ok: true, id: '42', bookingToken: null })
  })

  it('keeps the booking token of a 201 that offers a visit', async () => {
    const answer = await readSubmitResponse(json(201, { id: 42, bookingToken: 'abc.def' }))
    expect(answer).toEqual({ ok: true, id: '42', bookingToken: 'abc.def' })
  })

  it('keeps the French message of each field on 400', async () => {
    const result = await readSubmitResponse(
      json(400, { message: 'Certaines réponses sont à corriger.', errors: { email: 'Veuillez saisir une adresse email valide', bad: 3 } }),
    )
    expect(result).toEqual({
      ok: false,
      status: 400,
      errors: { email: 'Veuillez saisir une adresse email valide' },
      message: 'Certaines réponses sont à corriger.',
    })
  })

  it.each([413, 415, 429, 500])('treats %i as a failure', async (status) => {
    const result = await readSubmitResponse(json(status, { message: 'Non' }))
    expect(result.ok).toBe(false)
  })

  it('treats a 201 without an id, or a body that is not JSON, as a failure', async () => {
    expect((await readSubmitResponse(json(201, {}))).ok).toBe(false)
    expect(await readSubmitResponse(new Response('<html>', { status: 502 }))).toEqual({ ok: false, status: 502, errors: {}, message: null })
  })
})
