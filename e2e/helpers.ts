import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { localAdminFile, type Credentials } from '../src/db/localAdmin'
import { E2E_DATABASE } from './database'

/** The local admin that the e2e server created at its first start. */
export function devAdmin(): Credentials {
  const file = localAdminFile(`postgres://localhost/${E2E_DATABASE}`)
  return JSON.parse(readFileSync(file, 'utf8')) as Credentials
}

/** Signs in through the admin's login form, on the main e2e server or on another instance (`origin`). */
export async function signIn(page: Page, { email, password }: Credentials, origin = '') {
  await page.goto(`${origin}/admin/login`)
  await page.getByLabel('E-mail', { exact: false }).first().fill(email)
  await page.getByRole('textbox', { name: 'Mot de passe' }).or(page.locator('#field-password')).first().fill(password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
}
