import { readFile, writeFile, mkdir } from 'node:fs/promises'
import type { APIRequestContext } from '@playwright/test'
import { E2E_DATABASE, E2E_PORT } from './database'
import { devAdmin } from './helpers'

/**
 * The local admin's token for the specs' REST calls, made once per run (admin.setup.ts) and read by every
 * worker: two sign-ins of one account at the same moment can lose one of the two sessions (Payload adds a
 * session by rewriting the account's list), and the token of the lost one is then refused with 403.
 */
const tokenFile = `.data/e2e-admin-token-${E2E_DATABASE}-${E2E_PORT}.txt`

export async function signInAdmin(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: devAdmin() })
  if (!response.ok()) throw new Error(`Admin sign-in failed: ${response.status()}`)
  return ((await response.json()) as { token: string }).token
}

export async function saveAdminToken(token: string) {
  await mkdir('.data', { recursive: true })
  await writeFile(tokenFile, token)
}

/** The saved token while it is still a session of the server's database (not one of an earlier run's). */
async function savedToken(request: APIRequestContext): Promise<string | null> {
  const token = await readFile(tokenFile, 'utf8').catch(() => null)
  if (!token) return null
  const me = await request.get('/api/users/me', { headers: { Authorization: `JWT ${token}` } })
  return me.ok() && ((await me.json()) as { user: unknown }).user ? token : null
}

let saved: Promise<string | null> | undefined

/** The run's token, checked once per worker; a spec run alone (`--no-deps`) signs in for itself. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  saved ??= savedToken(request)
  return (await saved) ?? signInAdmin(request)
}
