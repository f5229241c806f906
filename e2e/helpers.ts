import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { localAdminFile, type Credentials } from '../src/db/localAdmin'
import { E2E_DATABASE } from './database'
import { e2eDatabaseClient } from './e2eDatabaseClient'

/** The local admin that the e2e server created at its first start. */
export function devAdmin(): Credentials {
  const file = localAdminFile(`postgres://localhost/${E2E_DATABASE}`)
  return JSON.parse(readFileSync(file, 'utf8')) as Credentials
}

/**
 * Each test starts from the dashboard's first view for the person: the view a person last worked in is kept
 * for them (collections/Users.ts), and the specs share accounts.
 */
async function forgetDashboardView(email: string) {
  const client = await e2eDatabaseClient()
  try {
    await client.query('update users set dashboard_view = null where lower(email) = lower($1)', [email])
  } finally {
    await client.end()
  }
}

/** Signs in through the admin's login form, on the main e2e server or on another instance (`origin`). */
export async function signIn(page: Page, { email, password }: Credentials, origin = '') {
  await forgetDashboardView(email)
  // The form is filled once the admin's scripts have run: typed before, the answers may be lost to React
  // taking over the fields and the button may do nothing (a fresh-clone run's first sign-in stayed on the form once).
  await page.goto(`${origin}/admin/login`, { waitUntil: 'networkidle' })
  await page.getByLabel('E-mail', { exact: false }).first().fill(email)
  await page.getByRole('textbox', { name: 'Mot de passe' }).or(page.locator('#field-password')).first().fill(password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
}

/**
 * Signs in through the REST login (the same session and cookie as the form, in the page's own browser
 * context), then opens `path`: for tests about what comes after the sign-in, without loading the form.
 */
export async function openSignedIn(page: Page, { email, password }: Credentials, path = '/admin/dashboard', keepView = false) {
  if (!keepView) await forgetDashboardView(email)
  const login = await page.request.post('/api/users/login', { data: { email, password } })
  if (!login.ok()) throw new Error(`sign-in of ${email} refused: ${login.status()}`)
  await page.goto(path)
  // The dashboard takes choices and clicks once React runs it (data-ready): before that, a chosen filter is lost.
  if (new URL(page.url()).pathname === '/admin/dashboard') await page.locator('.ld[data-ready]').waitFor()
}
