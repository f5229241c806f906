import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { acceptSubmission, type SubmissionOutcome } from '@/leads/intake/acceptSubmission'
import { formOrigins } from '@/rules/formOrigins'
import { getTestPayload } from '../harness/payload'
import { sampleAnswers } from '../harness/sampleAnswers'

let payload: Payload

const hostileValues: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER,
  '',
  ' ',
  'x'.repeat(10_000),
  [],
  [[[[[[[[[[]]]]]]]]]],
  {},
  { $ne: null },
  { __proto__: { admin: true } },
  "'; DROP TABLE leads; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '\u0000',
  '\uD800',
  '💥🏠'.repeat(100),
  'e\u0301'.repeat(50),
  '\u202Egnp.exe',
  '../../etc/passwd',
  '=HYPERLINK("http://evil")',
]

const deep = (depth: number): unknown => (depth === 0 ? 'fond' : { a: deep(depth - 1) })

/** At least 300 hostile submissions: every field of every form given every hostile value, and more. */
function hostileBodies(): { body: string; contentType: string }[] {
  const json = (value: unknown) => ({ body: JSON.stringify(value), contentType: 'application/json' })
  const bodies: { body: string; contentType: string }[] = []
  for (const formOrigin of formOrigins) {
    const fields = Object.keys(sampleAnswers[formOrigin])
    for (const field of fields) {
      const values = formOrigin === 'contact' ? hostileValues : hostileValues.slice(0, 12)
      for (const value of values) bodies.push(json({ formOrigin, answers: { ...sampleAnswers[formOrigin], [field]: value } }))
    }
  }
  for (const value of hostileValues) {
    bodies.push(json({ formOrigin: value, answers: sampleAnswers.contact }))
    bodies.push(json({ formOrigin: 'contact', answers: value }))
    bodies.push(json({ formOrigin: 'contact', answers: sampleAnswers.contact, source: value }))
    bodies.push(json({ formOrigin: 'contact', answers: sampleAnswers.contact, website: value }))
    bodies.push(json(value))
  }
  bodies.push(json({ formOrigin: 'contact', answers: { ...sampleAnswers.contact, extra: deep(2000) } }))
  bodies.push({ body: `{"formOrigin":"contact","answers":${'['.repeat(5000)}${']'.repeat(5000)}}`, contentType: 'application/json' })
  bodies.push({ body: '{"formOrigin":"contact"', contentType: 'application/json' })
  bodies.push({ body: 'formOrigin=contact&name=x', contentType: 'application/x-www-form-urlencoded' })
  bodies.push({ body: '<lead/>', contentType: 'application/xml' })
  bodies.push({ body: JSON.stringify({ formOrigin: 'contact', answers: sampleAnswers.contact }), contentType: 'text/plain' })
  return bodies
}

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload.destroy()
})

describe('hostile input to the lead endpoint', () => {
  it('never fails with a server error, and refuses with a clear 4xx', async () => {
    const bodies = hostileBodies()
    expect(bodies.length).toBeGreaterThanOrEqual(300)
    let ip = 0
    for (const { body, contentType } of bodies) {
      let outcome: SubmissionOutcome
      try {
        outcome = await acceptSubmission(payload, { body, contentType, ip: `198.18.${Math.floor(++ip / 250)}.${ip % 250}` }, { max: 1000, windowSeconds: 600 })
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
      { body: JSON.stringify({ formOrigin: 'contact', answers: { ...sampleAnswers.contact, name: '<b>Robert</b>', message } }), contentType: 'application/json', ip: '198.19.0.1' },
      { max: 1000, windowSeconds: 600 },
    )
    expect(outcome.status).toBe(201)
    const lead = await payload.findByID({ collection: slugs.leads, id: (outcome.body as { id: number }).id, overrideAccess: true })
    expect(lead.message).toBe(message)
    expect(lead.name).toBe('<b>Robert</b>')
    expect(await payload.count({ collection: slugs.leads, overrideAccess: true })).toMatchObject({ totalDocs: expect.any(Number) })
  })
})
