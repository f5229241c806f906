import { expect, test } from '@playwright/test'

test('the home page lists the eleven seeded projects from the CMS', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  const cards = page.getByTestId('project-list').getByRole('listitem')
  await expect(cards).toHaveCount(11)
  const firstImage = cards.first().getByRole('img')
  await expect(firstImage).toBeVisible()
  expect(await firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100)
})
