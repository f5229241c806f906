import { describe, expect, it } from 'vitest'
import { foreignOriginRefusal } from '@/api/foreignOriginRefusal'

const allowed = ['http://localhost:3600', 'https://admin.example.fr']
const send = (method: string, headers: Record<string, string>) => new Request('http://localhost:3600/api/pages/1', { method, headers })

describe('foreignOriginRefusal', () => {
  it('refuses a signed-in change from another origin, naming SERVER_URL and logging both origins', async () => {
    const lines: string[] = []
    const refusal = foreignOriginRefusal(
      send('PATCH', { origin: 'http://127.0.0.1:3600', cookie: 'a=b; payload-token=x' }),
      allowed,
      (line) => lines.push(line),
    )
    expect(refusal?.status).toBe(403)
    const body = (await refusal?.json()) as { errors: { message: string }[] }
    expect(body.errors[0]?.message).toContain('réglage SERVER_URL) est http://localhost:3600')
    expect(lines).toEqual([
      expect.stringMatching(/origin http:\/\/127\.0\.0\.1:3600; expected http:\/\/localhost:3600, https:\/\/admin\.example\.fr/),
    ])
  })

  it('lets through reads, allowed origins, requests without origin and requests without a session', () => {
    const none = () => {
      throw new Error('no log line expected')
    }
    expect(foreignOriginRefusal(send('GET', { origin: 'http://evil.example', cookie: 'payload-token=x' }), allowed, none)).toBeNull()
    expect(foreignOriginRefusal(send('POST', { origin: 'https://admin.example.fr', cookie: 'payload-token=x' }), allowed, none)).toBeNull()
    expect(foreignOriginRefusal(send('POST', { cookie: 'payload-token=x' }), allowed, none)).toBeNull()
    expect(foreignOriginRefusal(send('POST', { origin: 'http://evil.example' }), allowed, none)).toBeNull()
  })
})
