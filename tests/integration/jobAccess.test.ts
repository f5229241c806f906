import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { actors, attempt, createStaff, type Actor } from '../harness/actors'
import { getTestPayload } from '../harness/payload'
import type { User } from '@/payload-types'

let payload: Payload
let staff: Record<Actor, User | undefined>
const tokens: Partial<Record<Actor, string>> = {}

/** A request to Payload's REST API, through the same handler as the /api routes, as `actor`. */
async function rest(actor: Actor, path: string): Promise<Response> {
  const token = tokens[actor]
  return handleEndpoints({
    config,
    request: new Request(`http://localhost:3000/api${path}`, { headers: token ? { Authorization: `JWT ${token}` } : {} }),
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
  staff = await createStaff(payload)
  for (const actor of actors) {
    const member = staff[actor]
    if (!member) continue
    const { token } = await payload.login({ collection: 'users', data: { email: member.email, password: 'mot-de-passe-de-test-1' } })
    tokens[actor] = token
  }
})

describe.each(actors)('job queue, as %s', (actor) => {
  const admin = actor === 'admin'
  const outcome = admin ? 'allowed' : 'denied'

  it(`running the queue over the API is ${admin ? 'allowed' : 'refused'}`, async () => {
    // A queue of its own, so that an allowed run works nothing of the other tests.
    for (const path of ['/payload-jobs/run?queue=job-access-test', '/payload-jobs/handle-schedules?queue=job-access-test']) {
      const response = await rest(actor, path)
      expect(response.status, path).toBe(admin ? 200 : 401)
    }
  })

  it(`queueing and cancelling jobs is ${outcome}`, async () => {
    const req = { user: staff[actor] ?? null, payload } as never
    expect(
      await attempt(() =>
        payload.jobs.queue({ task: 'anonymiseExpiredLeads', input: {}, queue: 'job-access-test', overrideAccess: false, req }),
      ),
    ).toBe(outcome)
    expect(await attempt(() => payload.jobs.cancel({ where: { queue: { equals: 'job-access-test' } }, overrideAccess: false, req }))).toBe(
      outcome,
    )
  })

  it(`the job statistics (when the nightly anonymisation last ran) are ${admin ? 'read and written' : 'out of reach'}`, async () => {
    const user = staff[actor]
    expect(await attempt(() => payload.findGlobal({ slug: 'payload-jobs-stats', overrideAccess: false, user }))).toBe(outcome)
    expect(
      await attempt(() => payload.updateGlobal({ slug: 'payload-jobs-stats', data: { stats: {} }, overrideAccess: false, user })),
    ).toBe(outcome)
  })
})
