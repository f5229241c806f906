import { expect, test, type Page } from '@playwright/test'
import { devAdmin, openSignedIn } from './helpers'

/**
 * The admin's `redirect` parameter (where /admin/login sends a signed-in user, and where its form sends after a
 * sign-in) stays on the site: dot segments that a browser resolves to `//evil.example` are dropped on the
 * server, and the admin lands on its dashboard. evil.example is answered by the test, so that leaving the site
 * shows as a page there rather than as a failed DNS look-up.
 */
const offSite = ['/.//evil.example/after-login', '/..//evil.example', '/%2e//evil.example', '/x/%2e%2e//evil.example']

const login = (redirect: string) => `/admin/login?${new URLSearchParams({ redirect })}`

async function answerForEvil(page: Page) {
  await page.route(/^https?:\/\/evil\.example\//, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: 'evil' }))
}

test('a signed-in admin opening /admin/login with a redirect off the site stays on the site, on the dashboard', async ({
  page,
  baseURL,
}) => {
  await answerForEvil(page)
  await openSignedIn(page, devAdmin())
  const landed: string[] = []
  for (const redirect of offSite) {
    await page.goto(login(redirect))
    await page.waitForURL((url) => url.pathname !== '/admin/login')
    const url = new URL(page.url())
    landed.push(`${redirect} → ${url.origin === new URL(baseURL ?? '').origin ? url.pathname : url.href}`)
  }
  expect(landed).toEqual(offSite.map((redirect) => `${redirect} → /admin/dashboard`))

  // A path of the site is still followed.
  await page.goto(login('/admin/visites'))
  await expect(page).toHaveURL(/\/admin\/visites$/)
})

test('signing in from /admin/login with a redirect off the site lands on the dashboard', async ({ page, baseURL }) => {
  await answerForEvil(page)
  await page.goto(login('/.//evil.example/after-login'), { waitUntil: 'networkidle' })
  const { email, password } = devAdmin()
  await page.getByLabel('E-mail', { exact: false }).first().fill(email)
  await page.getByRole('textbox', { name: 'Mot de passe' }).or(page.locator('#field-password')).first().fill(password)
  await page.getByRole('button', { name: 'Se connecter' }).click()
  await expect(page).toHaveURL(new URL('/admin/dashboard', baseURL).href)
})
