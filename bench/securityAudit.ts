/**
 * The security part of npm run audit: what a hostile visitor, a hostile editor and a stranger at the
 * sign-in form get from the running production build. Each probe returns one table row.
 */
import { runProbes, type Probe } from './security/runProbes'
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { craftedSvg } from '../tests/harness/craftedSvg'
import { hostileBodies } from '../tests/harness/hostileBodies'
import { request } from '../tests/harness/http'
import { APP_URL } from './config'
import { benchDatabaseUrl } from './database'
import type { Row } from './report'
import { verdict } from './report'
import { sessionRows } from './security/sessions'
import { localAdminCredentials, signIn, type Session } from './session'
import { openRedirectRows } from './security/openRedirect'
import { limitsRows } from './security/limits'
import { noteRows } from './security/notes'
import { accountRows } from './security/accounts'
import { bookingRows } from './security/booking'
import { cheapRequestRows } from './security/cheapRequests'
import { signInRows } from './security/signInSpellings'

// The bench server trusts 127.0.0.1 as its load balancer; these loopback addresses are visitors it does not trust.
const FORGER = '127.0.0.88'
const STRANGER = '127.0.0.77'

async function hostileBodiesRow(): Promise<Row> {
  const bodies = hostileBodies()
  const statuses = new Map<number, number>()
  let n = 0
  for (const { body, contentType } of bodies) {
    n++
    // One address per body, told by the trusted balancer: the rate limit is not what is measured here.
    const forwarded = `10.77.${(n >> 8) & 255}.${n & 255}`
    const response = await request(`${APP_URL}/api/leads/submit`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'x-forwarded-for': forwarded },
      body,
      timeoutMs: 30_000,
    })
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1)
  }
  const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0)
  const spread = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${count}×${status}`)
    .join(', ')
  return {
    measure: 'security: hostile lead bodies',
    median: `${bodies.length} sent, ${serverErrors} 5xx`,
    tail: spread,
    target: '0 5xx',
    result: verdict(serverErrors === 0),
  }
}

async function multipartUpload(session: Session, file: { name: string; type: string; data: Buffer }, alt: string) {
  const boundary = `----audit${randomUUID()}`
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${JSON.stringify({ alt })}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return request(`${APP_URL}/api/media`, {
    method: 'POST',
    headers: { ...session, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    timeoutMs: 60_000,
  })
}

async function sessionOf(email: string, password: string): Promise<Session> {
  const response = await request(`${APP_URL}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const cookie = (response.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!).find((pair) => /^[^=]+-token=./.test(pair))
  if (response.status !== 200 || !cookie) throw new Error(`the audit's editor could not sign in (${response.status})`)
  return { cookie, origin: APP_URL }
}

async function craftedUploadRow(admin: Session): Promise<Row> {
  const editor = { email: `audit.redaction.${Date.now()}@combles-nord.fr`, password: 'Lucarne-ardoise-Gravelines-1987' }
  const created = await request(`${APP_URL}/api/users`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ ...editor, role: 'editor', name: 'Audit' }),
  })
  if (created.status !== 201) throw new Error(`the audit could not create its editor (${created.status}): ${created.body.slice(0, 200)}`)
  const upload = await multipartUpload(
    await sessionOf(editor.email, editor.password),
    { name: 'plan.svg', type: 'image/svg+xml', data: craftedSvg('intrus.audit@example.fr') },
    'Plan piégé',
  )
  const stored = await request(`${APP_URL}/api/media/file/projet-1-avant.webp`)
  const policy = String(stored.headers['content-security-policy'] ?? '')
  const inert =
    policy.includes("default-src 'none'") && policy.includes('sandbox') && stored.headers['x-content-type-options'] === 'nosniff'
  return {
    measure: "security: an editor's crafted SVG (ISO-2022-JP script)",
    median: `upload ${upload.status}`,
    tail: `stored files: ${inert ? 'sandboxed, nosniff' : `policy "${policy}"`}`,
    target: 'refused; files inert',
    result: verdict(upload.status === 400 && inert),
  }
}

async function forgedHeaderRow(): Promise<Row> {
  const forged = Array.from({ length: 5 }, (_, n) => `198.51.100.${200 + n}`)
  for (const address of forged) {
    await request(`${APP_URL}/api/leads/submit`, {
      method: 'POST',
      localAddress: FORGER,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({
        formOrigin: 'contact',
        answers: { name: 'Audit', email: 'audit@example.fr', phone: '06 12 34 56 78', postalCode: '80000', message: 'Adresse forgée' },
      }),
    })
  }
  const client = new pg.Client({ connectionString: await benchDatabaseUrl() })
  await client.connect()
  try {
    const { rows } = await client.query<{ key: string; hits: number }>(
      'select key, sum(hits)::int as hits from rate_limits where key = any($1) group by key',
      [[`lead:${FORGER}`, ...forged.map((address) => `lead:${address}`)]],
    )
    const counted = rows.find((row) => row.key === `lead:${FORGER}`)?.hits ?? 0
    const believed = rows.filter((row) => row.key !== `lead:${FORGER}`).length
    return {
      measure: 'security: forged X-Forwarded-For from an untrusted peer',
      median: `${counted} of 5 counted under the socket address`,
      tail: `${believed} forged addresses believed`,
      target: '5 counted, 0 believed',
      result: verdict(counted === 5 && believed === 0),
    }
  } finally {
    await client.end()
  }
}

async function strangerLockoutRow(owner: { email: string; password: string }): Promise<Row> {
  const statuses: number[] = []
  const waits: string[] = []
  for (let attempt = 0; attempt < 8; attempt++) {
    const response = await request(`${APP_URL}/api/users/login`, {
      method: 'POST',
      localAddress: STRANGER,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: owner.email, password: `mauvais-${attempt}` }),
    })
    statuses.push(response.status)
    if (response.headers['retry-after']) waits.push(`${response.headers['retry-after']} s`)
  }
  const ownerResponse = await request(`${APP_URL}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  })
  const throttled = statuses.filter((status) => status === 429).length
  return {
    measure: "security: a stranger's failed sign-ins on the admin",
    median: `owner from own address: ${ownerResponse.status}`,
    tail: `stranger: ${statuses.join(' ')}${waits.length ? `; Retry-After ${waits.join(', ')}` : ''}`,
    target: 'owner 200; stranger 429s',
    result: verdict(ownerResponse.status === 200 && throttled > 0),
  }
}

/** Every security probe, one row each; a probe that cannot run is a failed row, not a crash of the audit. */
export async function securityRows(log: (line: string) => void): Promise<Row[]> {
  const probes: Probe[] = [
    ['hostile lead bodies', hostileBodiesRow],
    ['crafted upload', async () => craftedUploadRow(await signIn())],
    ['forged X-Forwarded-For', forgedHeaderRow],
    ['stranger lockout', () => strangerLockoutRow(localAdminCredentials())],
  ]
  const rows = await runProbes(probes, log)
  rows.push(...(await openRedirectRows(await signIn(), log)))
  rows.push(...(await limitsRows(await signIn(), log)))
  rows.push(...(await sessionRows(await signIn(), log)))
  rows.push(...(await noteRows(await signIn(), log)))
  rows.push(...(await signInRows(log)))
  rows.push(...(await accountRows(await signIn(), log)))
  rows.push(...(await cheapRequestRows(await signIn(), log)))
  rows.push(...(await bookingRows(await signIn(), log)))
  return rows
}
