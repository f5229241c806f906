import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { runningPayload } from '@/lib/runningPayload'
import { getTestPayload } from '../harness/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('runningPayload', () => {
  it('is the instance getPayload started and keeps giving back: the one the app’s server shares with Next', async () => {
    // Payload's cache moved or renamed: the lead fast path would never answer (every lead through Next).
    expect(runningPayload()).toBe(payload)
    expect(await getPayload({ config })).toBe(runningPayload())
  })
})
