import { localAdminFile, readLocalAdmin, type Credentials } from '../src/db/localAdmin'
import { APP_URL, BENCH_DATABASE } from './config'
import { request } from '../tests/harness/http'

/** Headers of a signed-in admin: the session cookie, and our own origin as a browser would send it. */
export type Session = Record<string, string>

/** The local admin's e-mail and password, as the bench server wrote them at its first start. */
export function localAdminCredentials(): Credentials {
  const credentials = readLocalAdmin(localAdminFile(`postgres://localhost/${BENCH_DATABASE}`))
  if (!credentials) throw new Error(`no local admin for ${BENCH_DATABASE}: the server did not create .data/admin-${BENCH_DATABASE}.json`)
  return credentials
}

/**
 * Signs in as the local admin that the bench server created at its first start
 * (.data/admin-combles_bench.json) and returns the headers that carry the session.
 */
export async function signIn(): Promise<Session> {
  // A reused build answers before the fresh database has its admin (BENCH_SKIP_BUILD=1): the file left by the
  // previous run names the old one. Tried again for four minutes while the server finishes its first start.
  const until = Date.now() + 240_000
  for (;;) {
    try {
      return await signInAs(localAdminCredentials())
    } catch (error) {
      if (Date.now() > until) throw error
      // Any API request starts Payload (migrations, seed, the local admin); a static page does not.
      await request(`${APP_URL}/api/users/me`, { timeoutMs: 120_000 }).catch(() => undefined)
      await new Promise((resolve) => setTimeout(resolve, 2000))
    }
  }
}

/** Signs in with an e-mail and password; the headers that carry the session. */
export async function signInAs(credentials: Credentials): Promise<Session> {
  const response = await request(`${APP_URL}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
    timeoutMs: 60_000,
  })
  if (response.status !== 200) throw new Error(`sign-in refused (${response.status}): ${response.body.slice(0, 200)}`)
  const setCookie = response.headers['set-cookie'] ?? []
  const cookie = setCookie.map((line) => line.split(';')[0]!).find((pair) => /^[^=]+-token=./.test(pair))
  if (!cookie) throw new Error('sign-in answered without a session cookie')
  return { cookie, origin: APP_URL }
}

export type Seller = Credentials & { id: number }

const SELLERS = 3

/** Three salespeople, created through the API by the admin: the owners of the bulk leads. */
export async function createSellers(admin: Session): Promise<Seller[]> {
  const sellers: Seller[] = []
  for (let index = 1; index <= SELLERS; index++) {
    const seller = { email: `vendeur.${index}.${Date.now()}@bench.combles-nord.fr`, password: 'mot-de-passe-du-banc-1' }
    const response = await request(`${APP_URL}/api/users`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ ...seller, name: `Vendeur ${index}`, role: 'sales' }),
      timeoutMs: 60_000,
    })
    if (response.status !== 201) throw new Error(`salesperson refused (${response.status}): ${response.body.slice(0, 200)}`)
    sellers.push({ ...seller, id: (JSON.parse(response.body) as { doc: { id: number } }).doc.id })
  }
  return sellers
}
