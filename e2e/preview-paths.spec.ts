import { expect, test } from '@playwright/test'
import { adminHeaders } from './site-helpers'

/**
 * /apercu sends signed-in staff to a page of this site, never elsewhere: every address below would leave
 * the site once a browser resolves it (a backslash reads as a slash, a tab or a line break is dropped,
 * a leading space is trimmed), so each is refused with a 400 and no Location.
 */
const offSite = [
  '/\\evil.example',
  '/\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '//evil.example',
  ' //evil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  // Dot segments, which the URL parser resolves to //evil.example.
  '/.//evil.example/phish',
  '/..//evil.example',
  '/%2e//evil.example',
  '/x/%2e%2e//evil.example',
  'https://evil.example/',
  'http://evil.example/',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
]

const preview = (path: string) => `/apercu?${new URLSearchParams({ chemin: path })}`

test('an admin sent to /apercu with an address off the site is refused, never redirected there', async ({ request, baseURL }) => {
  const headers = await adminHeaders(request)
  const outcomes: string[] = []
  for (const path of offSite) {
    const response = await request.get(preview(path), { headers, maxRedirects: 0 })
    const location = response.headers()['location']
    const target =
      location === undefined ? 'none' : new URL(location, baseURL).origin === new URL(baseURL ?? '').origin ? 'site' : 'OFF SITE'
    outcomes.push(`${JSON.stringify(path)} → ${response.status()}, location ${target}`)
  }
  expect(outcomes).toEqual(offSite.map((path) => `${JSON.stringify(path)} → 400, location none`))
})

test('an admin sent to /apercu with a path of the site lands on it; /apercu/fin does the same', async ({ request, baseURL }) => {
  const headers = await adminHeaders(request)
  const opened = await request.get(preview('/plans-et-inspirations?service=combles'), { headers, maxRedirects: 0 })
  expect(opened.status()).toBe(307)
  expect(new URL(opened.headers()['location'] ?? '', baseURL).href).toBe(new URL('/plans-et-inspirations?service=combles', baseURL).href)

  for (const path of ['/contact', '/\\evil.example', '/%09/evil.example', '/.//evil.example/phish', '/x/%2e%2e//evil.example']) {
    const left = await request.get(`/apercu/fin?${new URLSearchParams({ chemin: path })}`, { maxRedirects: 0 })
    expect(left.status()).toBe(307)
    expect(new URL(left.headers()['location'] ?? '', baseURL).origin).toBe(new URL(baseURL ?? '').origin)
  }
})

test('a visitor gets no preview, whatever the address', async ({ request }) => {
  const response = await request.get(preview('/contact'), { maxRedirects: 0 })
  expect(response.status()).toBe(403)
})
