import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { devAdmin, signIn } from './helpers'

/**
 * The admin's JSON and code fields draw Payload's code editor (Monaco). It must load from the site
 * itself: the policy allows scripts, styles, fonts and workers from 'self' only, and the admin asks no
 * third-party host for anything.
 */
test('a lead’s form answers open in the code editor, served by the site, within the policy', async ({ page, request, baseURL }) => {
  const submitted = await request.post('/api/leads/submit', {
    headers: { 'x-forwarded-for': '198.51.100.41' },
    data: {
      formOrigin: 'contact',
      answers: {
        name: `Éditeur ${Date.now()}`,
        email: `editeur.${Date.now()}@example.fr`,
        phone: '06 12 34 56 78',
        postalCode: '80000',
        message: 'Bonjour',
      },
      source: { page: '/contact' },
    },
  })
  expect(submitted.status()).toBe(201)
  const leadId = ((await submitted.json()) as { id: number }).id

  const ownOrigin = new URL(baseURL!).origin
  const foreignRequests: string[] = []
  const violations: string[] = []
  const errors: string[] = []
  page.on('request', (sent) => {
    const url = new URL(sent.url())
    if (/^https?:$/.test(url.protocol) && url.origin !== ownOrigin) foreignRequests.push(sent.url())
  })
  await page.exposeBinding('__reportViolation', (_source, violation: string) => violations.push(violation))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as Window & { __reportViolation?: (violation: string) => void }).__reportViolation
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`)
    })
  })
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })

  await signIn(page, devAdmin())
  await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/, { timeout: 20_000 })
  await page.goto(`/admin/collections/leads/${leadId}`)
  const answers = page.locator('.field-type.json-field').filter({ hasText: 'Réponses du formulaire' })
  // Monaco's own markup, with the stored answers drawn as lines of code.
  await expect(answers.locator('.monaco-editor .view-lines')).toContainText('Bonjour', { timeout: 30_000 })

  expect(violations).toEqual([])
  expect(foreignRequests).toEqual([])
  expect(errors.filter((text) => /Content Security Policy|monaco|jsdelivr/i.test(text))).toEqual([])
})

test('Monaco’s TypeScript worker (7 MB) goes out as it is on disk, never compressed per request, with a year-long cache', async ({
  request,
}) => {
  const assets = path.join(process.cwd(), 'node_modules', 'monaco-editor', 'min', 'vs', 'assets')
  const worker = readdirSync(assets).find((name) => /^ts\.worker-.+\.js$/.test(name))
  expect(worker).toBeDefined()
  const onDisk = readFileSync(path.join(assets, worker!))
  for (let i = 0; i < 2; i++) {
    const response = await request.get(`/monaco-editor/vs/assets/${worker}`, { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(response.status()).toBe(200)
    expect(response.headers()['content-encoding']).toBeUndefined()
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable, no-transform')
    expect((await response.body()).equals(onDisk)).toBe(true)
  }
})
