import { randomInt } from 'node:crypto'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { devAdmin, openSignedIn } from './helpers'
import { adminHeaders } from './site-helpers'

/**
 * Marking Converti a lead that has a next action asks whether the action stays (a signed job may still need its
 * contract sent); nothing changes until it is answered. Perdu and Invalide still end it without a question.
 */
type StoredLead = { status: string; nextAction: { type: string | null; dueAt: string | null; note: string | null } | null }

async function leadWithNextAction(request: APIRequestContext, headers: Record<string, string>, name: string): Promise<number> {
  const submitted = await request.post('/api/leads/submit', {
    headers: { 'x-forwarded-for': `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}` },
    data: {
      formOrigin: 'contact',
      answers: {
        name,
        email: `converti.${Date.now()}.${randomInt(1e6)}@example.fr`,
        phone: '06 11 22 33 44',
        postalCode: '80000',
        message: 'Devis signé',
      },
    },
  })
  expect(submitted.status()).toBe(201)
  const id = ((await submitted.json()) as { id: number }).id
  const dueAt = new Date(Date.now() + 3 * 86_400_000).toISOString()
  const planned = await request.patch(`/api/leads/${id}`, {
    headers,
    data: { status: 'in-progress', nextAction: { type: 'email', dueAt, note: 'Envoyer le contrat' } },
  })
  expect(planned.ok()).toBe(true)
  return id
}

const stored = async (request: APIRequestContext, headers: Record<string, string>, id: number) =>
  (await (await request.get(`/api/leads/${id}?depth=0`, { headers })).json()) as StoredLead

test('Converti asks whether the next action stays: kept, it stays; removed, it goes; cancelled, nothing changes', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const headers = await adminHeaders(request)
  const [kept, removed] = [
    await leadWithNextAction(request, headers, 'Garde Action'),
    await leadWithNextAction(request, headers, 'Retire Action'),
  ]
  await openSignedIn(page, devAdmin(), `/admin/dashboard?lead=${kept}`)

  const panel = page.getByRole('complementary', { name: /^Lead de Garde Action/ })
  await panel.getByLabel('Statut du lead').selectOption('converted')
  const question = panel.getByRole('group', { name: /Ce lead passe en Converti\. Garder sa prochaine action/ })
  await expect(question).toContainText('E-mail le ')
  await expect(question).toContainText('(Envoyer le contrat)')
  await expect(question.getByRole('button', { name: 'Garder la prochaine action' })).toBeFocused()
  // Nothing changed until the question is answered; Annuler leaves the lead as it was.
  await question.getByRole('button', { name: 'Annuler' }).click()
  await expect(question).toBeHidden()
  expect((await stored(request, headers, kept)).status).toBe('in-progress')

  await panel.getByLabel('Statut du lead').selectOption('converted')
  await question.getByRole('button', { name: 'Garder la prochaine action' }).click()
  await expect(question).toBeHidden()
  await expect(panel.getByLabel('Statut du lead')).toHaveValue('converted')
  const afterKeeping = await stored(request, headers, kept)
  expect(afterKeeping.status).toBe('converted')
  expect(afterKeeping.nextAction).toMatchObject({ type: 'email', note: 'Envoyer le contrat' })
  // The panel still shows the kept action, which may be changed or cleared once done.
  await expect(panel.getByLabel('Note de l’action')).toHaveValue('Envoyer le contrat')

  await page.goto(`/admin/dashboard?lead=${removed}`)
  const other = page.getByRole('complementary', { name: /^Lead de Retire Action/ })
  await other.getByLabel('Statut du lead').selectOption('converted')
  await other.getByRole('button', { name: 'Retirer la prochaine action' }).click()
  await expect(other.getByLabel('Statut du lead')).toHaveValue('converted')
  await expect.poll(async () => (await stored(request, headers, removed)).nextAction?.type ?? null).toBeNull()
  expect((await stored(request, headers, removed)).status).toBe('converted')

  // Through the API, Converti without keepNextAction clears it, as it always did; Invalide ends it even when asked to keep it.
  const third = await leadWithNextAction(request, headers, 'Sans Question')
  expect(
    (
      await request.patch(`/api/leads/${third}`, {
        headers,
        data: { status: 'invalid', keepNextAction: true },
      })
    ).ok(),
  ).toBe(true)
  expect((await stored(request, headers, third)).nextAction?.type ?? null).toBeNull()
})
