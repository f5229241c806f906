import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { createLandingPage, hydrated, landingPage } from './site-helpers'

const routes = [
  '/',
  '/amenagement-combles',
  '/extension-maison',
  '/installation-fenetre-de-toit-velux',
  '/installation-veranda-et-pergola',
  '/amenagement-combles-maison-phenix',
  '/amenagement-combles-maison-phenix/merci',
  '/plans-et-inspirations',
  '/projet/amenagement-combles-amiens-48m2',
  '/projet/amenagement-combles-inconnu-1m2',
  '/solutions-techniques',
  '/reglementation-urbanisme-combles',
  '/qui-sommes-nous',
  '/mentions-legales',
  '/politique-de-confidentialite',
  '/cgu',
  '/une-page-inconnue',
]

for (const width of [390, 1440]) {
  test.describe(`axe-core at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 844 : 900 } })
    for (const route of routes) {
      test(`${route} has no violation`, async ({ page }) => {
        await page.goto(route)
        await expectNoAxeViolations(page)
      })
    }
  })
}

test('a landing page an editor creates (hero, FAQ, contact form) has no violation at either width', async ({ page, request }) => {
  const slug = `offre-accessible-${Date.now()}`
  await createLandingPage(request, slug)
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 })
    await page.goto(`/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(landingPage.title)
    await expectNoAxeViolations(page)
  }
})

// The menus' entries are hidden while closed: checked open, at the width where each one shows.
test.describe('axe-core on the open menus', () => {
  test('a desktop dropdown, open, has no violation', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/')
    const nav = page.getByTestId('desktop-nav')
    await hydrated(nav.getByRole('button', { name: 'Nos Services' }))
    await nav.getByRole('button', { name: 'Nos Services' }).hover()
    await expect(nav.getByTestId('dropdown').filter({ visible: true })).toHaveCount(1)
    await expectNoAxeViolations(page, 'header')
  })

  test('the mobile menu, open with a group open, has no violation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await hydrated(page.getByRole('button', { name: 'Ouvrir le menu' }))
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    const mobile = page.getByTestId('mobile-nav')
    await mobile.getByRole('button', { name: 'Nos Services' }).click()
    await expect(mobile.getByRole('link', { name: /^Extension de maison/ })).toBeVisible()
    await expectNoAxeViolations(page, 'header')
  })
})
