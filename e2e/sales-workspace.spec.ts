import { expect, test, type APIRequestContext } from '@playwright/test'
import { devAdmin, signIn } from './helpers'
import { openMailbox, type Mail } from './mailbox'

const password = 'mot-de-passe-commercial-1'

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/users/login', { data: devAdmin() })
  return ((await login.json()) as { token: string }).token
}

async function createSalesperson(request: APIRequestContext, token: string, name: string, departments: string[]) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@combles-nord.fr`
  const created = await request.post('/api/users', {
    data: { email, password, name, role: 'sales', departments },
    headers: { Authorization: `JWT ${token}` },
  })
  expect(created.status()).toBe(201)
  return { id: ((await created.json()) as { doc: { id: number } }).doc.id, email, password, name }
}

async function submitLead(request: APIRequestContext, name: string, postalCode: string): Promise<number> {
  const submitted = await request.post('/api/leads/submit', {
    headers: { 'x-forwarded-for': '198.51.100.40' },
    data: {
      formOrigin: 'combles-maison-phenix',
      answers: { name, email: `${postalCode}.${Date.now()}@example.fr`, phone: '06 12 34 56 78', postalCode },
      source: { page: '/landing/combles-maison-phenix' },
    },
  })
  expect(submitted.status()).toBe(201)
  return ((await submitted.json()) as { id: number }).id
}

// The browser works in the company's time zone, as the staff do.
test.use({ timezoneId: 'Europe/Paris' })

/** 10:00 in Paris, `days` from today, as a datetime-local input takes it. */
function atTen(days: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' })
  return `${day.format(new Date(Date.now() + days * 24 * 60 * 60 * 1000))}T10:00`
}

const isDigest = (mail: Mail) => mail.subject.startsWith('Votre journée')

test('a salesperson’s day: a lead assigned by département arrives live, a late call under "En retard", the morning digest, status and owner changes in the history', async ({
  page,
  request,
  baseURL,
}) => {
  const mailbox = await openMailbox()
  const token = await adminToken(request)
  const asAdmin = { Authorization: `JWT ${token}` }
  try {
    // The admin assigns by département: Alice covers the Nord, Bruno the Pas-de-Calais; nobody else receives leads.
    const alice = await createSalesperson(request, token, 'Alice Vente', ['59'])
    const bruno = await createSalesperson(request, token, 'Bruno Vente', ['62'])
    const others = await request.patch(`/api/users?where[id][not_in]=${alice.id},${bruno.id}`, {
      data: { receivesLeads: false },
      headers: asAdmin,
    })
    expect(others.status()).toBe(200)
    const rule = await request.post('/api/globals/lead-assignment', { data: { rule: 'department' }, headers: asAdmin })
    expect(rule.status()).toBe(200)

    await signIn(page, alice)
    await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 })
    // A salesperson may not change the rule, nor send the digests.
    expect((await page.request.post('/api/globals/lead-assignment', { data: { rule: 'none' } })).status()).toBe(403)
    expect((await page.request.post('/api/leads/digests')).status()).toBe(403)

    const filters = page.getByRole('search')
    await filters.getByLabel('Responsable').selectOption('mine')
    await expect(page).toHaveURL(/responsable=moi/)

    const name = `Lille ${Date.now()}`
    const other = `Arras ${Date.now()}`
    const leadId = await submitLead(request, name, '59000')
    const otherId = await submitLead(request, other, '62000')

    // Live, under "Mes leads", with its owner and the flag of a lead with nothing planned; the Arras lead is Bruno's.
    const row = page.getByRole('row').filter({ hasText: name })
    await expect(row).toBeVisible({ timeout: 5000 })
    await expect(row).toContainText('Alice Vente')
    await expect(row).toContainText('Aucune prochaine action')
    await expect(page.getByRole('row').filter({ hasText: other })).toHaveCount(0)
    const otherLead = await request.get(`/api/leads/${otherId}?depth=0`, { headers: asAdmin })
    expect(((await otherLead.json()) as { owner: number }).owner).toBe(bruno.id)

    await row.getByRole('button', { name: 'Voir' }).click()
    const panel = page.getByRole('complementary', { name: `Lead de ${name}` })
    await expect(panel).toBeVisible()
    const history = panel.getByRole('list', { name: 'Historique du lead' })
    await expect(history).toContainText(/Responsable\s:\sNon attribué → Alice Vente · Attribution automatique/)
    await expect(history).toContainText(/Statut\s:\sNouveau → À contacter · Alice Vente/)

    // A call planned for tomorrow at 10:00: not late.
    const plan = panel.getByRole('form', { name: 'Prochaine action' })
    await plan.getByLabel('Type d’action').selectOption('call')
    await plan.getByLabel('Échéance').fill(atTen(1))
    await plan.getByLabel('Note de l’action').fill('Rappeler pour le devis')
    await plan.getByRole('button', { name: 'Enregistrer la prochaine action' }).click()
    await expect(history).toContainText(/Prochaine action\s:\sAucune → Appel le .* à 10:00 \(Rappeler pour le devis\) · Alice Vente/)
    await filters.getByLabel('Prochaine action').selectOption('overdue')
    await expect(page).toHaveURL(/echeance=en-retard/)
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0)

    // Moved to two days ago at 10:00: late.
    await plan.getByLabel('Échéance').fill(atTen(-2))
    await plan.getByRole('button', { name: 'Enregistrer la prochaine action' }).click()
    await expect(row).toBeVisible()
    await expect(row).toContainText('(en retard)')
    await filters.getByLabel('Prochaine action').selectOption('today')
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0)
    await filters.getByLabel('Prochaine action').selectOption('overdue')
    await expect(row).toBeVisible()

    // Bruno has a meeting that was due an hour ago.
    const planned = await request.patch(`/api/leads/${otherId}`, {
      data: { nextAction: { type: 'meeting', dueAt: new Date(Date.now() - 60 * 60 * 1000).toISOString() } },
      headers: asAdmin,
    })
    expect(planned.status()).toBe(200)

    // The morning digest, sent now by the admin: one e-mail each, with exactly their items and links.
    const digests = await request.post('/api/leads/digests', { headers: asAdmin })
    expect(digests.status()).toBe(202)
    expect(((await digests.json()) as { digests: number }).digests).toBeGreaterThanOrEqual(2)
    const digestsTo = (email: string) => mailbox.mails.filter((mail) => isDigest(mail) && mail.to.includes(email))
    await expect.poll(() => digestsTo(alice.email).length, { timeout: 30_000 }).toBe(1)
    await expect.poll(() => digestsTo(bruno.email).length, { timeout: 30_000 }).toBe(1)
    const [toAlice] = digestsTo(alice.email)
    const [toBruno] = digestsTo(bruno.email)
    expect(toAlice!.subject).toBe('Votre journée\u00a0: 1 action en retard')
    expect(toAlice!.text).toContain('Bonjour Alice Vente,')
    expect(toAlice!.text).toMatch(
      new RegExp(`- Appel prévu le \\S+ \\d+ \\S+ \\d{4} à 10:00 — ${name}, 06 12 34 56 78 \\(Rappeler pour le devis\\)`),
    )
    expect(toAlice!.text).toContain(`${baseURL}/admin/dashboard?lead=${leadId}\n`)
    expect(toAlice!.text).not.toContain(other)
    expect(toBruno!.subject).toBe('Votre journée\u00a0: 1 action en retard')
    expect(toBruno!.text).toContain(`— ${other}, 06 12 34 56 78\n  ${baseURL}/admin/dashboard?lead=${otherId}\n`)
    expect(toBruno!.text).not.toContain(name)

    // The digest's link opens the lead.
    await page.goto(`${baseURL}/admin/dashboard?lead=${leadId}`)
    await expect(panel).toBeVisible()

    // A status change and a reassignment, each with who and before → after.
    await panel.getByLabel('Statut du lead').selectOption('in-progress')
    await expect(history).toContainText(/Statut\s:\sÀ contacter → En cours · Alice Vente/)
    await panel.getByLabel('Responsable').selectOption(String(bruno.id))
    await expect(history).toContainText(/Responsable\s:\sAlice Vente → Bruno Vente · Alice Vente/)
    // Newest first: the reassignment heads the history.
    await expect(history.locator('li').first()).toContainText('Alice Vente → Bruno Vente')

    // Converti closes the open next action.
    await panel.getByLabel('Statut du lead').selectOption('converted')
    await page.reload()
    const reopened = page.getByRole('complementary', { name: `Lead de ${name}` })
    await expect(reopened.getByText(/Lead clos\s:\saucune prochaine action\./)).toBeVisible()
    await expect(reopened.getByRole('list', { name: 'Historique du lead' })).toContainText(/Prochaine action\s:\sAppel le .* → Aucune/)

    // Still one digest each.
    expect(digestsTo(alice.email)).toHaveLength(1)
    expect(digestsTo(bruno.email)).toHaveLength(1)
  } finally {
    await request.post('/api/globals/lead-assignment', { data: { rule: 'round-robin' }, headers: asAdmin })
    await mailbox.close()
  }
})
