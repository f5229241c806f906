import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { getTestPayload } from '../harness/payload'

const password = 'mot-de-passe-de-test-1'
const newPassword = 'un-nouveau-mot-de-passe-2'
const rest = { GET: REST_GET(config), POST: REST_POST(config), PATCH: REST_PATCH(config), DELETE: REST_DELETE(config) }
/** DESIGN §11: a live stream stops within 5 s when its user's sessions end or role changes. */
const STOP_WITHIN_MS = 5000

let payload: Payload
let run = 0
const unique = () => `${Date.now()}.${++run}`

/** One call to Payload's REST API as a browser makes it, signed in with `token` when given. */
async function call(method: keyof typeof rest, path: string[], data?: object, token?: string): Promise<Response> {
  const headers = new Headers(data ? { 'content-type': 'application/json' } : {})
  if (token) headers.set('authorization', `JWT ${token}`)
  const request = new Request(`http://localhost:3000/api/${path.join('/')}`, {
    method,
    headers,
    body: data ? JSON.stringify(data) : undefined,
  })
  return rest[method](request, { params: Promise.resolve({ slug: path }) })
}

async function staff(role: 'admin' | 'sales') {
  const email = `stream.${unique()}@test.combles-nord.fr`
  const user = await payload.create({ collection: slugs.users, data: { email, password, role }, overrideAccess: true })
  return { id: user.id, email }
}

async function signIn(email: string): Promise<string> {
  const response = await call('POST', [slugs.users, 'login'], { email, password })
  expect(response.status).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/** Opens GET /api/leads/stream through Payload's REST route, signed in with `token`, as the dashboard does. */
async function openStream(token: string) {
  const response = await call('GET', [slugs.leads, 'stream'], undefined, token)
  expect(response.status).toBe(200)
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let ended = false
  // Reads in the background until the stream ends: `received` is all it sent, `endedAt` when it ended.
  let endedAt = 0
  const done = (async () => {
    for (;;) {
      const chunk = await reader.read()
      if (chunk.done) break
      text += decoder.decode(chunk.value)
    }
    ended = true
    endedAt = Date.now()
  })()
  const waitFor = async (condition: () => boolean, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs
    while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
    return condition()
  }
  return {
    received: () => text,
    ended: () => ended,
    endedAt: () => endedAt,
    waitFor,
    close: async () => {
      await reader.cancel().catch(() => undefined)
      await done.catch(() => undefined)
    },
  }
}

const newLead = (name: string) =>
  payload.create({
    collection: slugs.leads,
    data: { formOrigin: 'contact', name, email: `${unique()}@example.fr`, phone: '0601020304', status: 'new' },
    overrideAccess: true,
  })

/**
 * A sales user's open stream, then `revoke` ends that user's session or changes their role, then a
 * lead arrives: the lead is never sent, and the stream ends within 5 s of the revocation.
 */
async function expectStreamStops(revoke: (user: { id: number; email: string; token: string }) => Promise<void>) {
  const sales = await staff('sales')
  const token = await signIn(sales.email)
  const stream = await openStream(token)
  try {
    // The stream is live: a lead sent now arrives.
    const before = await newLead(`Avant ${unique()}`)
    expect(await stream.waitFor(() => stream.received().includes(before.name), STOP_WITHIN_MS)).toBe(true)

    await revoke({ ...sales, token })
    const revokedAt = Date.now()
    const after = await newLead(`Après ${unique()}`)
    expect(await stream.waitFor(() => stream.ended(), STOP_WITHIN_MS + 500), 'the stream is still open 5 s after').toBe(true)
    expect(stream.endedAt() - revokedAt).toBeLessThanOrEqual(STOP_WITHIN_MS)
    expect(stream.received()).not.toContain(after.name)
    expect(stream.received()).not.toContain(after.email)
  } finally {
    await stream.close()
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('the live lead stream follows its session', () => {
  it('stops when an admin changes the user’s role', async () => {
    const admin = await signIn((await staff('admin')).email)
    await expectStreamStops(async ({ id }) => {
      expect((await call('PATCH', [slugs.users, String(id)], { role: 'editor' }, admin)).status).toBe(200)
    })
  })

  it('stops when the user signs out', async () => {
    await expectStreamStops(async ({ token }) => {
      expect((await call('POST', [slugs.users, 'logout'], {}, token)).status).toBe(200)
    })
  })

  it('stops when an admin sets the user’s password', async () => {
    const admin = await signIn((await staff('admin')).email)
    await expectStreamStops(async ({ id }) => {
      expect((await call('PATCH', [slugs.users, String(id)], { password: newPassword }, admin)).status).toBe(200)
    })
  })

  it('stops when the user changes their password from another session', async () => {
    await expectStreamStops(async ({ id, email }) => {
      const other = await signIn(email)
      const answer = await call('PATCH', [slugs.users, String(id)], { password: newPassword, currentPassword: password }, other)
      expect(answer.status).toBe(200)
    })
  })

  it('stops when the user is deleted', async () => {
    const admin = await signIn((await staff('admin')).email)
    await expectStreamStops(async ({ id }) => {
      expect((await call('DELETE', [slugs.users, String(id)], undefined, admin)).status).toBe(200)
    })
  })

  it('stops within 5 s of a sign-out even when no lead comes to check it', async () => {
    const sales = await staff('sales')
    const token = await signIn(sales.email)
    const stream = await openStream(token)
    try {
      expect(await stream.waitFor(() => stream.received().includes('retry:'), STOP_WITHIN_MS)).toBe(true)
      expect((await call('POST', [slugs.users, 'logout'], {}, token)).status).toBe(200)
      const revokedAt = Date.now()
      expect(await stream.waitFor(() => stream.ended(), STOP_WITHIN_MS + 500), 'the stream is still open 5 s after').toBe(true)
      expect(stream.endedAt() - revokedAt).toBeLessThanOrEqual(STOP_WITHIN_MS)
    } finally {
      await stream.close()
    }
  })

  it('stays open while the session holds', async () => {
    const sales = await staff('sales')
    const stream = await openStream(await signIn(sales.email))
    try {
      await new Promise((resolve) => setTimeout(resolve, 3000))
      const lead = await newLead(`Toujours ${unique()}`)
      expect(await stream.waitFor(() => stream.received().includes(lead.name), STOP_WITHIN_MS)).toBe(true)
      expect(stream.ended()).toBe(false)
    } finally {
      await stream.close()
    }
  })
})
