/**
 * Open redirects through the preview: /apercu and /apercu/fin, asked by a signed-in admin for addresses
 * that a browser reads as another site. Every answer's Location must stay on the site's origin.
 */
import { runProbes } from './runProbes'
import { request } from '../../tests/harness/http'
import { APP_URL } from '../config'
import { verdict, type Row } from '../report'
import type { Session } from '../session'

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
  'https://evil.example/',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
]

/** How one preview route answers the variants: the row of the audit's table. */
async function routeRow(route: string, admin: Session): Promise<Row> {
  const origin = new URL(APP_URL).origin
  const statuses = new Map<number, number>()
  const offSite: string[] = []
  for (const chemin of variants) {
    const response = await request(`${APP_URL}${route}?${new URLSearchParams({ chemin })}`, { headers: admin, timeoutMs: 30_000 })
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
    const location = response.headers.location
    if (location !== undefined && new URL(location, APP_URL).origin !== origin) offSite.push(JSON.stringify(chemin))
  }
  return {
    measure: `security: open redirect through ${route} (admin session)`,
    median: `${variants.length} sent, ${offSite.length} off the site`,
    tail: offSite.length ? offSite.join(' ').slice(0, 120) : [...statuses].map(([status, count]) => `${count}×${status}`).join(', '),
    target: '0 off the site',
    result: verdict(offSite.length === 0),
  }
}

/** One row per preview route: how many variants were answered with a Location off the site's origin. */
export const openRedirectRows = (admin: Session, log: (line: string) => void): Promise<Row[]> =>
  runProbes(
    ['/apercu', '/apercu/fin'].map((route) => [`open redirects through ${route}`, () => routeRow(route, admin)] as const),
    log,
  )
