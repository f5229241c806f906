import { expect, type Response, test } from '@playwright/test'
import { signIn } from './helpers'
import { adminHeaders } from './site-helpers'

const FAILURE_MESSAGE = 'Erreur de connexion. Veuillez vérifier vos identifiants.'

test('failed sign-ins are throttled with the same message and a Retry-After, and never lock the account', async ({ page, request }) => {
  const user = { email: `commercial.${Date.now()}@combles-nord.fr`, password: 'mot-de-passe-commercial-1' }
  const created = await request.post('/api/users', { data: { ...user, role: 'sales' }, headers: await adminHeaders(request) })
  expect(created.status()).toBe(201)

  // Attempts follow one another as fast as the form allows: five fail, then the throttle answers.
  const statuses: number[] = []
  let throttled: Response | undefined
  for (let attempt = 1; attempt <= 10 && !throttled; attempt++) {
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/users/login'))
    if (attempt === 1) await signIn(page, { email: user.email, password: 'pas-le-bon-mot-de-passe' })
    else await page.getByRole('button', { name: 'Se connecter' }).click()
    const response = await answer
    statuses.push(response.status())
    if (response.status() === 429) throttled = response
  }
  // Five failures are free; each later one makes the next attempt wait twice as long (1 s, 2 s, 4 s).
  expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
  expect(statuses.at(-1)).toBe(429)
  expect(statuses.length).toBeLessThanOrEqual(8)
  // The same words as a wrong password, on the page and in the answer, and when to try again.
  await expect(page.getByText(FAILURE_MESSAGE).first()).toBeVisible()
  expect(((await throttled!.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(FAILURE_MESSAGE)
  const retryAfter = Number(throttled!.headers()['retry-after'])
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(4)
  await expect(page).toHaveURL(/\/admin\/login/)

  // No lock: once the delay has passed, the owner signs in from this very address.
  await page.waitForTimeout(retryAfter * 1000)
  await signIn(page, user)
  await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/)
})
