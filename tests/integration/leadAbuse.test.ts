import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { acceptSubmission, type SubmissionOutcome } from '@/leads/intake/acceptSubmission'
import { getTestPayload } from '../harness/payload'
import { hostileBodies } from '../harness/hostileBodies'
import { sampleAnswers } from '../harness/sampleAnswers'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('hostile input to the lead endpoint', () => {
  it('never fails with a server error, and refuses with a clear 4xx', async () => {
    const bodies = hostileBodies()
    expect(bodies.length).toBeGreaterThanOrEqual(300)
    let ip = 0
    for (const { body, contentType } of bodies) {
      let outcome: SubmissionOutcome
      try {
        outcome = await acceptSubmission(
          payload,
          { body, contentType, ip: `198.18.${Math.floor(++ip / 250)}.${ip % 250}` },
          { max: 1000, windowSeconds: 600 },
        )
      } catch (error) {
        throw new Error(`server error for ${body.slice(0, 120)}: ${String(error)}`)
      }
      expect([201, 400, 413, 415]).toContain(outcome.status)
      if (outcome.status !== 201) expect((outcome.body as { message: string }).message).toMatch(/\S/)
    }
  })

  it('stores HTML and SQL payloads as plain text, unchanged', async () => {
    const message = `<script>alert("x")</script> '; DROP TABLE leads; -- ${Date.now()}`
    const outcome = await acceptSubmission(
      payload,
      {
        body: JSON.stringify({ formOrigin: 'contact', answers: { ...sampleAnswers.contact, name: '<b>Robert</b>', message } }),
        contentType: 'application/json',
        ip: '198.19.0.1',
      },
      { max: 1000, windowSeconds: 600 },
    )
    expect(outcome.status).toBe(201)
    const lead = await payload.findByID({ collection: slugs.leads, id: (outcome.body as { id: number }).id, overrideAccess: true })
    expect(lead.message).toBe(message)
    expect(lead.name).toBe('<b>Robert</b>')
    expect(await payload.count({ collection: slugs.leads, overrideAccess: true })).toMatchObject({ totalDocs: expect.any(Number) })
  })
})
