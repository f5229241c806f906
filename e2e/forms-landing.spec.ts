import { expect, test } from '@playwright/test'
import { fillContact, leadsFor, openForm, uniqueEmail, useOwnAddress } from './forms-helpers'

test.beforeEach(async ({ page }) => useOwnAddress(page))

test('landing feasibility: six answers give the main tool’s verdict, uplift and budget for the surface given, nothing is sent', async ({
  page,
}) => {
  // No answer leaves the page: the only posts are the audience measurement's counts, which carry none.
  const posts: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (request.method() === 'POST' && path.startsWith('/api/') && path !== '/api/audience') posts.push(request.url())
  })
  await openForm(page, '/landing/faisabilite')
  await page.getByRole('button', { name: /Commencer l’analyse/ }).click()
  const go = page.getByRole('button', { name: /Voir mon analyse/ })
  await expect(go).toBeDisabled()
  await page.getByLabel('Appartement').check()
  await page.getByLabel('Ville ou code postal').fill('Rouen')
  await page.getByLabel('Charpente traditionnelle').check()
  await page.getByLabel('1.80m - 2.50m').check()
  await page.getByLabel('Bureau').check()
  await expect(go).toBeDisabled()
  await page.getByLabel(/Surface au sol/).fill('40')
  await expect(go).toBeEnabled()
  await go.click()
  await expect(page.getByText('Analyse terminée')).toBeVisible()
  for (const value of ['Potentiel confirmé', '+20 %', '48 000 € - 72 000 €', '3 à 5 semaines'])
    await expect(page.getByText(value, { exact: true })).toBeVisible()
  await expect(page.getByText(/Estimation TTC pour 40 m²/).first()).toBeVisible()
  await expect(page.getByText('Validée', { exact: true })).toHaveCount(0)
  expect(posts).toEqual([])
})

test('landing feasibility: a surface of "abc" is refused in French, and under 1.80 m the project is to study, never validated', async ({
  page,
}) => {
  await openForm(page, '/landing/faisabilite')
  await page.getByRole('button', { name: /Commencer l’analyse/ }).click()
  const go = page.getByRole('button', { name: /Voir mon analyse/ })
  await page.getByLabel('Maison individuelle').check()
  await page.getByLabel('Ville ou code postal').fill('Rouen')
  await page.getByLabel('Charpente fermette').check()
  await page.getByLabel('< 1.80m').check()
  await page.getByLabel('Chambre(s)').check()
  const surface = page.getByLabel(/Surface au sol/)
  await surface.fill('abc')
  await surface.blur()
  await expect(page.getByText('Indiquez la surface en m², un nombre entier de 15 à 100.')).toBeVisible()
  await expect(go).toBeDisabled()
  await surface.fill('30')
  await expect(go).toBeEnabled()
  await go.click()
  await expect(page.getByText('À étudier', { exact: true })).toBeVisible()
  await expect(page.getByText(/sous 1,80 m demande une étude de la charpente/)).toBeVisible()
  await expect(page.getByText('Validée', { exact: true })).toHaveCount(0)
  await expect(page.getByText('Bonne nouvelle', { exact: false })).toHaveCount(0)
})

test('landing feasibility: a homeowner who knows neither the roof structure nor the height says so, and the verdict waits for the visit', async ({
  page,
}) => {
  await openForm(page, '/landing/faisabilite')
  await page.getByRole('button', { name: /Commencer l’analyse/ }).click()
  await page.getByLabel('Maison individuelle').check()
  await page.getByLabel('Ville ou code postal').fill('Amiens')
  // Each card says what the answer means, or what happens without it.
  const roof = page.getByRole('group', { name: 'Type de charpente' })
  await expect(roof.getByText('Des bois en W ou en M dans tout le volume')).toBeVisible()
  await roof.getByLabel('Je ne sais pas').check()
  const height = page.getByRole('group', { name: 'Hauteur sous faîtage' })
  await expect(height.getByText('nous la mesurons à la visite')).toBeVisible()
  await height.getByLabel('Je ne sais pas').check()
  await page.getByLabel('Bureau').check()
  await page.getByLabel(/Surface au sol/).fill('50')
  await page.getByRole('button', { name: /Voir mon analyse/ }).click()
  await expect(page.getByText('À confirmer', { exact: true })).toBeVisible()
  await expect(page.getByText('60 000 € - 90 000 €', { exact: true })).toBeVisible()
  await expect(page.getByText('Validée', { exact: true })).toHaveCount(0)
})

test('quote configurator: slider, finishes, lead sent, result echoes the choice', async ({ page, request }) => {
  const email = uniqueEmail('devis')
  await openForm(page, '/landing/budget')
  await page.getByRole('button', { name: /Configurer mon projet/ }).click()
  const slider = page.getByRole('slider', { name: 'Surface à aménager' })
  await expect(slider).toHaveValue('30')
  await expect(slider).toHaveAttribute('min', '15')
  await expect(slider).toHaveAttribute('max', '100')
  await slider.focus()
  for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight')
  await expect(slider).toHaveValue('35')
  await expect(page.getByText('35 m²', { exact: true })).toBeVisible()
  await expect(page.getByLabel(/Confort/)).toBeChecked()
  await expect(page.getByText('Populaire')).toBeVisible()
  await page.getByLabel(/Premium/).check()
  // The range comes before any contact detail, and follows the surface and the finish.
  await expect(page.getByTestId('budget-preview')).toContainText('53 000 € - 63 000 €')
  await expect(page.getByTestId('budget-preview')).toContainText('Estimation TTC pour 35 m²')
  await page.getByLabel('Oui').check()
  await fillContact(page, { name: 'Julie Bernard', email, phone: '0677889900' })
  await page.getByRole('button', { name: 'Recevoir mon devis' }).click()

  await expect(page.getByText('Analyse terminée')).toBeVisible()
  await expect(page.getByText(/35 m² en finition Premium a bien été transmis/)).toBeVisible()
  // A euro range from the surface and the grid's Premium row (1 500 to 1 800 € per m²), the company's figures, and no aid verdict: no aid question was asked.
  for (const value of ['53 000 € - 63 000 €', '+20 %', '3 à 5 semaines', 'Sous 7 jours'])
    await expect(page.getByText(value, { exact: true })).toBeVisible()
  await expect(page.getByText('Éligible', { exact: true })).toHaveCount(0)
  await expect(
    page.getByText(
      'Estimation TTC pour 35 m² en finition Premium, de 1 500 à 1 800 € par m² créé selon notre grille de prix, avant aides.',
    ),
  ).toBeVisible()
  const [lead] = await leadsFor(request, email)
  expect(lead).toMatchObject({ formOrigin: 'devis-configurateur', name: 'Julie Bernard' })
  expect(lead?.formData).toMatchObject({ surface: 35, finish: 'premium', technicalConstraints: true })
})
