import { expect, test } from '@playwright/test'
import { devAdmin, signIn } from './helpers'

test('the dev admin signs in at /admin/login and sees the French admin', async ({ page }) => {
  await signIn(page, devAdmin())
  await expect(page).not.toHaveURL(/\/admin\/login/)
  await expect(page.getByRole('heading', { name: 'Tableau de bord' })).toBeVisible()
  await expect(page.getByText('Projets').first()).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
})

test('a wrong password is refused with a French message', async ({ page }) => {
  await signIn(page, { email: devAdmin().email, password: 'pas-le-bon-mot-de-passe' })
  await expect(page.getByText(/e-mail ou (le )?mot de passe (fourni )?est incorrect/i)).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
})
