import { expect, test, type Page } from '@playwright/test'
import { hydrated } from './site-helpers'

/** Every host the page asked something of, while it loads and while the visitor scrolls to its end. */
async function hostsAskedBy(page: Page, path: string): Promise<Set<string>> {
  const hosts = new Set<string>()
  page.on('request', (request) => hosts.add(new URL(request.url()).host))
  await page.goto(path)
  // Lazy pictures (the video thumbnails) load as they come into view.
  for (const card of await page.getByTestId('video-card').all()) await card.scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle')
  return hosts
}

test.describe('nothing from a third party before consent', () => {
  for (const path of ['/', '/amenagement-combles', '/qui-sommes-nous']) {
    test(`${path} asks nothing of another host, its video thumbnails included`, async ({ page, baseURL }) => {
      const site = new URL(baseURL ?? '').host
      const hosts = await hostsAskedBy(page, path)
      expect([...hosts]).toEqual([site])
      const thumbnails = page.getByTestId('video-thumbnail')
      if ((await thumbnails.count()) > 0) {
        for (const src of await thumbnails.evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src)))
          expect(new URL(src).host).toBe(site)
      }
    })
  }

  test('the home page shows six videos, each with the site’s own thumbnail', async ({ page }) => {
    await page.goto('/')
    const thumbnails = page.getByTestId('video-thumbnail')
    await expect(thumbnails).toHaveCount(6)
    for (const src of await thumbnails.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? '')))
      expect(src).toMatch(/^\/api\/media\/file\/video-/)
  })
})

test('"Gérer mes cookies" in the footer reopens the consent choice, before and after a choice', async ({ page }) => {
  for (const path of ['/contact', '/qui-sommes-nous']) {
    await page.goto(path)
    const footer = page.getByTestId('site-footer')
    const manage = footer.getByRole('button', { name: 'Gérer mes cookies' })
    await hydrated(manage)
    const choice = page.getByRole('dialog', { name: 'Mesure d’audience' })
    await expect(choice).toHaveCount(0)
    await manage.click()
    await expect(choice).toBeVisible()
    await expect(choice.getByTestId('consent-current')).toHaveText('Vous n’avez pas encore fait de choix : aucune mesure n’est activée.')
    // The dialog takes the focus; Escape closes it, nothing chosen, and the focus goes back to the footer's button.
    await expect(choice.getByRole('button', { name: 'Refuser' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(choice).toHaveCount(0)
    await expect(manage).toBeFocused()
    await manage.click()
    await choice.getByRole('button', { name: 'Refuser' }).click()
    await expect(choice).toHaveCount(0)
    await expect(manage).toBeFocused()
    // Chosen: the link still brings the choice back, with the choice in force, to change one's mind.
    await manage.click()
    await expect(choice).toBeVisible()
    await expect(choice.getByTestId('consent-current')).toHaveText('Votre choix actuel : mesure d’audience refusée.')
    await expect(choice.getByRole('button', { name: 'Refuser' })).toHaveAttribute('aria-pressed', 'true')
    await choice.getByRole('button', { name: 'Accepter' }).click()
    await expect(choice).toHaveCount(0)
    await manage.click()
    await expect(choice.getByTestId('consent-current')).toHaveText('Votre choix actuel : mesure d’audience acceptée.')
    await choice.getByRole('button', { name: 'Fermer' }).click()
    await expect(choice).toHaveCount(0)
    await page.evaluate(() => window.localStorage.clear())
  }
})

test('the footer links only to pages that exist, the FAQ among them, and the FAQ page gathers the site’s questions', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const footer = page.getByTestId('site-footer')
  await expect(footer).not.toContainText('Bientôt')
  const routes = await footer
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '').filter((href) => href.startsWith('/')))
  expect(routes).toContain('/faq')
  expect(routes).toContain('/aides-eligibilite')
  for (const route of routes) expect((await request.get(route)).status(), route).toBe(200)

  await footer.getByRole('link', { name: 'Questions fréquentes' }).click()
  await expect(page).toHaveURL(/\/faq$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vos questions, nos réponses')
  const index = page.getByTestId('faq-index')
  // A question of the Phénix page and one of the employee-savings page, each under its page's link.
  await expect(index.getByRole('link', { name: /Phénix/ })).toHaveAttribute('href', '/amenagement-combles-maison-phenix')
  await expect(index.getByText('Quels plans d’épargne sont concernés ?')).toBeVisible()
})
