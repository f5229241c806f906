import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { leadForms } from '@/forms/registry'
import { messages } from '@/forms/shared/contactFields'
import { acceptSubmission } from '@/leads/intake/acceptSubmission'
import { formOrigins } from '@/rules/formOrigins'
import { getTestPayload } from '../harness/payload'
import { sampleAnswers } from '../harness/sampleAnswers'

let payload: Payload
let ipCounter = 0
const frenchMessages: string[] = Object.values(messages)

beforeAll(async () => {
  payload = await getTestPayload()
})

const without = (answers: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(answers).filter(([name]) => name !== key))

/** The answers a form cannot do without: those whose absence its own schema refuses. */
const requiredKeys = (origin: (typeof formOrigins)[number]) =>
  Object.keys(sampleAnswers[origin]).filter((key) => !leadForms[origin].schema.safeParse(without(sampleAnswers[origin], key)).success)

describe('a submission missing a required answer', () => {
  it.each(formOrigins)('%s: each missing required field → 400 naming it in French, nothing stored', async (origin) => {
    const required = requiredKeys(origin)
    expect(required).toEqual(expect.arrayContaining(['name', 'email', 'phone']))
    for (const key of required) {
      const email = `missing-${key}.${origin}.${Date.now()}@example.fr`
      const answers = without({ ...sampleAnswers[origin], email }, key)
      const outcome = await acceptSubmission(
        payload,
        { body: JSON.stringify({ formOrigin: origin, answers }), contentType: 'application/json', ip: `198.51.100.${++ipCounter % 250}` },
        { max: 1000, windowSeconds: 600 },
      )
      expect(outcome.status, key).toBe(400)
      const errors = (outcome.body as { errors: Record<string, string> }).errors
      expect(frenchMessages, `${origin}.${key}: ${errors[key]}`).toContain(errors[key])
      const stored = await payload.count({ collection: slugs.leads, where: { email: { equals: email } }, overrideAccess: true })
      expect(stored.totalDocs).toBe(0)
    }
  })
})
