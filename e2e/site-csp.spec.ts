import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { fillContact, openForm, uniqueEmail, useOwnAddress } from './forms-helpers'
import { devAdmin, signIn } from './helpers'
import { hydrated, listProjects } from './site-helpers'

/**
 * Every Content Security Policy violation the page reports, across navigations: the listener is
 * installed in each new document before its own scripts run, and reports through a binding.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = []
  await page.exposeBinding('__reportViolation', (_source, violation: string) => violations.push(violation))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as Window & { __reportViolation?: (violation: string) => void }).__reportViolation
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI}`)
    })
  })
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text())
  })
  return violations
}

test('the site’s policy names where scripts may come from, without eval, and says nothing of the server', async ({ request }) => {
  for (const path of ['/', '/contact', '/admin/login', '/api/projects?limit=1']) {
    const headers = (await request.get(path)).headers()
    expect(headers['content-security-policy'], path).toContain("script-src 'self' 'unsafe-inline'")
    expect(headers['content-security-policy'], path).not.toContain('unsafe-eval')
    expect(headers['content-security-policy'], path).toContain("object-src 'none'")
    expect(headers['x-powered-by'], path).toBeUndefined()
  }
})

test('the home page, with a video played, breaks no rule of the policy', async ({ page }) => {
  const violations = await watchViolations(page)
  await page.goto('/')
  const firstVideo = page.getByTestId('video-card').first()
  await firstVideo.scrollIntoViewIfNeeded()
  const play = firstVideo.getByRole('button', { name: /^Lire la vidéo/ })
  await hydrated(play)
  await play.click()
  await expect(firstVideo.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//)
  await page.mouse.wheel(0, 20_000)
  await page.waitForLoadState('load')
  expect(violations).toEqual([])
})

test('a form page, filled and sent, breaks no rule of the policy', async ({ page }) => {
  await useOwnAddress(page)
  const violations = await watchViolations(page)
  await openForm(page, '/contact')
  await fillContact(page, { name: 'Léa Martin', email: uniqueEmail('csp'), phone: '06 12 34 56 78', postalCode: '80000' })
  await page.getByRole('button', { name: 'Envoyer mon message' }).click()
  await expect(page).toHaveURL(/\/contact\/merci$/, { timeout: 30_000 })
  expect(violations).toEqual([])
})

test('the admin (sign-in, dashboard, a project, a new media with its preview) breaks no rule of the policy', async ({ page, request }) => {
  const violations = await watchViolations(page)
  await signIn(page, devAdmin())
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await expect(page.getByTestId('counter-Nouveaux')).not.toHaveText('…')

  const [project] = await listProjects(request)
  await page.goto(`/admin/collections/projects/${project!.id}`)
  // Projects have drafts: their edit view publishes.
  await expect(page.getByRole('button', { name: 'Publier les modifications' })).toBeVisible()

  await page.goto('/admin/collections/media/create')
  const image = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#1c4f39' } })
    .png()
    .toBuffer()
  await page.locator('input[type="file"]').setInputFiles({ name: 'apercu.png', mimeType: 'image/png', buffer: image })
  await expect(page.getByRole('textbox', { name: 'apercu.png' })).toBeVisible()
  await page.waitForLoadState('load')
  expect(violations).toEqual([])
})
