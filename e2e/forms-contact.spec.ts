import { expect, test } from '@playwright/test'
import {
  breakEndpoint,
  failureAlert,
  fillContact,
  formReady,
  holdScripts,
  leadsFor,
  openForm,
  typeInto,
  uniqueEmail,
  useOwnAddress,
} from './forms-helpers'

test.beforeEach(async ({ page }) => useOwnAddress(page))

test('contact: messages appear as the visitor types, and the button waits for valid answers', async ({ page }) => {
  await openForm(page, '/contact')
  const send = page.getByRole('button', { name: 'Envoyer mon message' })
  await expect(send).toBeDisabled()
  const email = page.getByRole('textbox', { name: 'Email', exact: true })
  await typeInto(email, 'lea@exemple')
  await expect(page.getByText('Veuillez saisir une adresse email valide')).toBeVisible()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(email).toHaveAttribute('aria-describedby', /error/)
  // Beside the spec's message, what to do about it, announced with it.
  await expect(page.getByText('Il manque la fin de l’adresse, par exemple «\u00a0@exemple.fr\u00a0».')).toBeVisible()
  await expect(email).toHaveAttribute('aria-describedby', /explain/)
  const phone = page.getByLabel('Téléphone')
  await typeInto(phone, '06 12 34')
  await expect(page.getByText('Le numéro doit contenir au moins 10 chiffres')).toBeVisible()
  await expect(page.getByText('Un numéro français a 10 chiffres\u00a0: il en manque 4.')).toBeVisible()
  await typeInto(phone, '06 12 34 56 78 9')
  await expect(page.getByText('Un numéro français a 10 chiffres\u00a0: 1 de trop.')).toBeVisible()
  await typeInto(email, 'lea@exemple.fr')
  await typeInto(phone, '06 12 34 56 78')
  await expect(page.getByText('Veuillez saisir une adresse email valide')).toHaveCount(0)
  await expect(page.getByText('Le numéro doit contenir au moins 10 chiffres')).toHaveCount(0)
  await expect(send).toBeDisabled()
  await typeInto(page.getByLabel('Nom complet'), 'Léa Martin')
  await expect(send).toBeDisabled()
  await typeInto(page.getByLabel(/^Code postal/), '59 000')
  await expect(send).toBeEnabled()
  await expect(page.getByLabel('Nom complet')).toHaveAttribute('autocomplete', 'name')
  await expect(email).toHaveAttribute('autocomplete', 'email')
  await expect(phone).toHaveAttribute('autocomplete', 'tel')
})

test('contact: the form’s checks arrive once the visitor starts answering; what was typed before is judged as typed', async ({ page }) => {
  // The schema's messages travel with its code: a script that carries one is the checks' chunk.
  const checks: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && (await response.text()).includes('Veuillez saisir votre nom'))
      checks.push(response.url())
  })
  await page.goto('/contact', { waitUntil: 'networkidle' })
  await formReady(page)
  expect(checks).toEqual([])
  const send = page.getByRole('button', { name: 'Envoyer mon message' })
  await expect(send).toBeDisabled()
  await expect(page.getByTestId('missing-hint')).toHaveText(
    'Il manque : votre nom, votre adresse e-mail, votre téléphone, votre code postal',
  )
  // The checks' chunk, asked for at the first answer, arrives only when released.
  const release = await holdScripts(page)
  await fillContact(page, { name: 'Léa Martin', email: 'lea@exemple', phone: '06 12 34 56 78', postalCode: '80000' })
  await expect(send).toBeDisabled()
  release()
  await expect(page.getByText('Veuillez saisir une adresse email valide')).toBeVisible()
  await expect(page.getByTestId('missing-hint')).toHaveText('Il manque : votre adresse e-mail')
  await typeInto(page.getByRole('textbox', { name: 'Email', exact: true }), 'lea@exemple.fr')
  await expect(send).toBeEnabled()
  await expect(page.getByLabel('Nom complet')).toHaveValue('Léa Martin')
  expect(checks).toHaveLength(1)
})

test('contact: a failed sending keeps every answer and a retry lands one lead', async ({ page, request }) => {
  const email = uniqueEmail('contact')
  await openForm(page, '/contact')
  await expect(page.getByText('4,9/5')).toBeVisible()
  await fillContact(page, { name: 'Léa Martin', email, phone: '06 12 34 56 78', postalCode: '80000' })
  await page.getByLabel(/Votre message/).fill('Bonjour, nous voudrions aménager nos combles.')
  await page.getByLabel(/J.accepte de recevoir/).check()
  const repair = await breakEndpoint(page)
  await page.getByRole('button', { name: 'Envoyer mon message' }).click()
  await expect(failureAlert(page)).toHaveText("Une erreur est survenue lors de l'envoi de votre message. Veuillez réessayer.")
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email)
  await expect(page.getByLabel(/Votre message/)).toHaveValue('Bonjour, nous voudrions aménager nos combles.')
  await repair()
  await page.getByRole('button', { name: 'Envoyer mon message' }).click()
  await expect(page).toHaveURL(/\/contact\/merci$/, { timeout: 30_000 })
  await expect(page.getByText(/24\sà\s48\sh/).first()).toBeVisible()
  await expect(page.getByRole('link', { name: /Retour à l’accueil/ })).toHaveAttribute('href', '/')
  await expect(page.getByRole('link', { name: /Voir nos réalisations/ })).toHaveAttribute('href', '/plans-et-inspirations')

  const [lead, ...others] = await leadsFor(request, email)
  expect(others).toHaveLength(0)
  expect(lead).toMatchObject({
    formOrigin: 'contact',
    status: 'new',
    name: 'Léa Martin',
    email,
    phone: '06 12 34 56 78',
    postalCode: '80000',
    message: 'Bonjour, nous voudrions aménager nos combles.',
  })
  expect(lead?.formData).toEqual({
    name: 'Léa Martin',
    email,
    phone: '06 12 34 56 78',
    postalCode: '80000',
    message: 'Bonjour, nous voudrions aménager nos combles.',
  })
  expect(lead?.source?.page).toBe('/contact')
  expect(lead?.proof?.marketingConsent).toBe(true)
  // Contact keeps nothing in the browser.
  // No answer is kept once sent: only the lead's booking token, for the visit offer.
  expect(await page.evaluate(() => Object.keys(window.sessionStorage))).toEqual(['combles:visit-token'])
})

test('contact: the honeypot is hidden from people and the privacy notice links the policy', async ({ page }) => {
  await openForm(page, '/contact')
  const trap = page.locator('input[name="website"]')
  await expect(trap).toHaveAttribute('tabindex', '-1')
  await expect(trap).toHaveAttribute('autocomplete', 'off')
  await expect(trap).not.toBeInViewport()
  await expect(page.getByRole('link', { name: 'politique de confidentialité', exact: true })).toHaveAttribute(
    'href',
    '/politique-de-confidentialite',
  )
  await expect(page.getByText(/Combles & Extensions du Nord pour étudier votre projet/)).toBeVisible()
  await expect(page.getByLabel(/J.accepte de recevoir/)).not.toBeChecked()
})
