import { test } from '@playwright/test'
import { expectNoAxeViolations } from './axe'

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
