/**
 * Open redirects: the preview's /apercu and /apercu/fin, and the admin's /admin/login?redirect=, asked by a
 * signed-in admin for addresses that a browser reads as another site. Every answer's destination must stay
 * on the site's origin.
 */
import { runProbes } from './runProbes'
import { request, type HttpResponse } from '../../tests/harness/http'
import { APP_URL } from '../config'
import { verdict, type Row } from '../report'
import type { Session } from '../session'

/** Dot segments: no « // » in the input, but the URL parser resolves each to //evil.example. */
const dotSegments = ['/.//evil.example/phish', '/..//evil.example', '/%2e//evil.example', '/x/%2e%2e//evil.example']

const variants = [
  '/\\evil.example',
  '/\\\\evil.example',
  '/\t/evil.example',
  '/\r\n/evil.example',
  '//evil.example',
  ' //evil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  '/%2F/evil.example',
  ...dotSegments,
  'https://evil.example/',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
]

/**
 * Where an answer sends the browser: its Location, else the refresh Next writes into the page when a redirect
 * comes after the page has begun streaming (`<meta http-equiv="refresh" content="1;url=…">`); undefined when neither.
 */
function destination(response: HttpResponse): string | undefined {
  const location = response.headers.location
  if (location !== undefined) return location
  const refresh = /http-equiv="refresh"\s+content="\d+;\s*url=([^"]*)"/i.exec(response.body)?.[1]
  return refresh
    ?.replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
}

type Probed = { route: string; parameter: string; values: readonly string[]; mustRedirect: boolean }

/** How one route answers the variants: the row of the audit's table. */
async function routeRow({ route, parameter, values, mustRedirect }: Probed, admin: Session): Promise<Row> {
  const origin = new URL(APP_URL).origin
  const statuses = new Map<number, number>()
  const offSite: string[] = []
  for (const value of values) {
    const response = await request(`${APP_URL}${route}?${new URLSearchParams({ [parameter]: value })}`, {
      headers: admin,
      timeoutMs: 30_000,
    })
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
    const target = destination(response)
    // A signed-in admin on the login page is always sent on: no destination found is not a pass.
    if (target === undefined ? mustRedirect : new URL(target, APP_URL).origin !== origin) offSite.push(JSON.stringify(value))
  }
  return {
    measure: `security: open redirect through ${route}${parameter === 'redirect' ? '?redirect=' : ''} (admin session)`,
    median: `${values.length} sent, ${offSite.length} off the site`,
    tail: offSite.length ? offSite.join(' ').slice(0, 120) : [...statuses].map(([status, count]) => `${count}×${status}`).join(', '),
    target: '0 off the site',
    result: verdict(offSite.length === 0),
  }
}

const probed: Probed[] = [
  { route: '/apercu', parameter: 'chemin', values: variants, mustRedirect: false },
  { route: '/apercu/fin', parameter: 'chemin', values: variants, mustRedirect: false },
  // Payload's login view sends a signed-in user to `redirect`; its own check lets dot segments through.
  { route: '/admin/login', parameter: 'redirect', values: ['/.//evil.example/after-login', ...variants], mustRedirect: true },
]

/** One row per route: how many variants were answered with a destination off the site's origin. */
export const openRedirectRows = (admin: Session, log: (line: string) => void): Promise<Row[]> =>
  runProbes(
    probed.map((probe) => [`open redirects through ${probe.route}`, () => routeRow(probe, admin)] as const),
    log,
  )
