import { expect, test, type Locator } from '@playwright/test'
import { hydrated } from './site-helpers'

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('hover opens one dropdown at a time', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByTestId('desktop-nav')
    const dropdowns = nav.getByTestId('dropdown')
    await hydrated(nav.getByRole('button', { name: 'Nos Services' }))
    await nav.getByRole('button', { name: 'Nos Services' }).hover()
    await expect(dropdowns.filter({ visible: true })).toHaveCount(1)
    await expect(nav.getByRole('button', { name: 'Nos Services' })).toHaveAttribute('aria-expanded', 'true')
    await nav.getByRole('button', { name: 'Ressources' }).hover()
    await expect(dropdowns.filter({ visible: true })).toHaveCount(1)
    await expect(nav.getByRole('button', { name: 'Ressources' })).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('button', { name: 'Nos Services' })).toHaveAttribute('aria-expanded', 'false')
    await page.mouse.move(700, 700)
    await expect(dropdowns.filter({ visible: true })).toHaveCount(0)
  })

  test('the active entry follows the path; / is active only on itself', async ({ page }) => {
    await page.goto('/amenagement-combles-maison-phenix')
    const nav = page.getByTestId('desktop-nav')
    await hydrated(nav.getByRole('button', { name: 'Nos Services' }))
    await nav.getByRole('button', { name: 'Nos Services' }).hover()
    const active = nav.getByRole('link', { name: /^Combles maison Phénix/ })
    const other = nav.getByRole('link', { name: /^Aménagement de combles/ })
    await expect(active).toHaveAttribute('aria-current', 'page')
    await expect(other).not.toHaveAttribute('aria-current', 'page')
    // Marked for the eye too (the stylesheet's menu-entry class): a background of its own, the only one.
    const background = (link: Locator) => link.evaluate((element) => getComputedStyle(element).backgroundColor)
    expect(await background(other)).toBe('rgba(0, 0, 0, 0)')
    expect(await background(active)).not.toBe('rgba(0, 0, 0, 0)')
    await page.goto('/amenagement-combles-maison-phenix/merci')
    await hydrated(nav.getByRole('button', { name: 'Nos Services' }))
    await nav.getByRole('button', { name: 'Nos Services' }).hover()
    await expect(nav.getByRole('link', { name: /^Combles maison Phénix/ })).toHaveAttribute('aria-current', 'page')
    await page.goto('/')
    await expect(page.locator('[aria-current="page"]')).toHaveCount(0)
  })

  test('an icon is a stroke of the text’s colour, at the size its class gives', async ({ page }) => {
    await page.goto('/')
    const chevron = page.getByTestId('desktop-nav').getByRole('button', { name: 'Nos Services' }).locator('svg')
    const drawn = await chevron.evaluate((svg) => {
      const style = getComputedStyle(svg)
      return {
        width: style.width,
        height: style.height,
        fill: style.fill,
        strokeWidth: style.strokeWidth,
        strokeIsText: style.stroke === style.color,
      }
    })
    expect(drawn).toEqual({ width: '16px', height: '16px', fill: 'none', strokeWidth: '2px', strokeIsText: true })
  })

  test('the logo leads home and Étude gratuite to the free study', async ({ page }) => {
    await page.goto('/qui-sommes-nous')
    await page.getByRole('banner').getByRole('link', { name: 'Étude gratuite' }).click()
    await expect(page).toHaveURL(/\/etude-gratuite$/)
    await page
      .getByRole('banner')
      .getByRole('link', { name: /accueil/ })
      .click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('mobile header', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu opens, a group toggles, and choosing a link closes the menu', async ({ page }) => {
    await page.goto('/')
    await hydrated(page.getByRole('button', { name: 'Ouvrir le menu' }))
    await expect(page.getByTestId('desktop-nav')).toBeHidden()
    const mobile = page.getByTestId('mobile-nav')
    await expect(mobile).toBeHidden()
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await expect(mobile).toBeVisible()
    const group = mobile.getByRole('button', { name: 'Nos Services' })
    await group.click()
    await expect(group).toHaveAttribute('aria-expanded', 'true')
    await group.click()
    await expect(group).toHaveAttribute('aria-expanded', 'false')
    await group.click()
    await mobile.getByRole('link', { name: /^Extension de maison/ }).click()
    await expect(page).toHaveURL(/\/extension-maison$/)
    await expect(mobile).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agrandissez votre maison, sans déménager')
  })

  test('the menu closes with its button', async ({ page }) => {
    await page.goto('/')
    await hydrated(page.getByRole('button', { name: 'Ouvrir le menu' }))
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    await expect(page.getByTestId('mobile-nav')).toBeVisible()
    await page.getByRole('button', { name: 'Fermer le menu' }).click()
    await expect(page.getByTestId('mobile-nav')).toBeHidden()
  })
})

test('the footer repeats the links, with no entry that leads nowhere, and shows the company details', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByTestId('site-footer')
  for (const name of ['Aménagement de combles', 'Plans et inspirations', 'Mentions légales', 'Politique de confidentialité', 'CGU']) {
    await expect(footer.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(footer.getByText('Bientôt')).toHaveCount(0)
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
  await expect(footer).toContainText('02 35 64 18 20')
  await expect(footer).toContainText('contact@combles-nord.fr')
  await expect(footer).toContainText('76800 Saint-Étienne-du-Rouvray')
})

test('the copyright line shows the visitor’s current year, not the year the page was built', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-03-15T10:00:00+01:00'))
  await page.goto('/solutions-techniques')
  await expect(page.getByTestId('site-footer')).toContainText('© 2031 ')
})

test('a navigation scrolls the new page to the top', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.getByTestId('site-footer').getByRole('link', { name: 'Solutions techniques' }).click()
  await expect(page).toHaveURL(/\/solutions-techniques$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})
