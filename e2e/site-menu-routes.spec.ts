import { expect, test } from '@playwright/test'
import { hydrated } from './site-helpers'
import { siteNavigationOf } from '../src/rules/siteNavigation'
import { navigation } from '../src/seed/data/navigation'

const { menu } = siteNavigationOf(navigation)

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('every dropdown entry navigates to its route', async ({ page }) => {
    // Some fifteen entries, each a page load: each entry is chosen from the page the one before led to.
    test.setTimeout(180_000)
    await page.goto('/')
    for (const group of menu) {
      for (const item of [...group.items, ...(group.cta ? [group.cta] : [])]) {
        const nav = page.getByTestId('desktop-nav')
        await hydrated(nav.getByRole('button', { name: group.name }))
        await nav.getByRole('button', { name: group.name }).hover()
        const link = nav.getByRole('link', { name: new RegExp(`^${item.name}`) })
        await expect(link).toBeVisible()
        if (item.badge) await expect(link).toContainText(item.badge)
        await link.click()
        await expect(page).toHaveURL(new RegExp(`${item.route}$`))
      }
    }
  })
})
