import { expect, test } from '@playwright/test'
import { fillContact, leadsFor, uniqueEmail, useOwnAddress } from './forms-helpers'
import { createLandingPage, landingPage } from './site-helpers'

// A staff spec, not an editors' one (specGroups.ts): its visitor sends a lead, which the sales team's specs would count.
test('an editor creates a landing page at a new address: it is served, in the sitemap, and its leads name it as their source', async ({
  page,
  request,
}) => {
  const slug = `offre-printemps-${Date.now()}`
  await createLandingPage(request, slug)

  await expect(async () => {
    const sitemap = await request.get('/sitemap.xml')
    expect(await sitemap.text()).toContain(`/${slug}</loc>`)
  }).toPass({ timeout: 5_000 })

  await useOwnAddress(page)
  // The address gate refreshes its list of page addresses every second (src/proxy/siteAddresses.ts): the page
  // is served within it, which can be after the sitemap lists it.
  await expect(async () => {
    const response = await page.goto(`/${slug}`)
    expect(response?.status()).toBe(200)
  }).toPass({ timeout: 5_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(landingPage.title)
  await expect(page.getByRole('button', { name: landingPage.question })).toBeVisible()

  const email = uniqueEmail('landing')
  await fillContact(page, { name: 'Hugo Lefèvre', email, phone: '06 11 22 33 44', postalCode: '62000' })
  await page.getByLabel(/Votre message/).fill('Nous avons vu votre offre de printemps.')
  await page.getByRole('button', { name: 'Envoyer mon message' }).click()
  await expect(page).toHaveURL(/\/contact\/merci$/, { timeout: 30_000 })
  const [lead] = await leadsFor(request, email)
  expect(lead?.formOrigin).toBe('contact')
  expect(lead?.source?.page).toBe(`/${slug}`)
})
