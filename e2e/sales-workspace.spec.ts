import { randomInt } from 'node:crypto'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { devAdmin, signIn } from './helpers'
import { adminToken } from './adminToken'
import { openMailbox, type Mail } from './mailbox'

const password = 'mot-de-passe-commercial-1'

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
      // A customer of their own: a returning customer (same e-mail or phone) would go to their earlier owner.
      answers: {
        name,
        email: `${postalCode}.${Date.now()}@example.fr`,
        phone: `06 ${String(randomInt(1e8))
          .padStart(8, '0')
          .replace(/(\d\d)(?=\d)/g, '$1 ')}`,
        postalCode,
      },
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
  // One working day end to end, on a machine shared with builds: more than the default minute.
  test.setTimeout(120_000)
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
    await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/, { timeout: 20_000 })
    // Signed in, a salesperson may not change the rule, nor send the digests.
    const postAsAlice = (path: string, body: unknown) =>
      page.evaluate(
        async ([url, data]) =>
          (await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) })).status,
        [path, body] as const,
      )
    expect(await postAsAlice('/api/globals/lead-assignment', { rule: 'none' })).toBe(403)
    expect(await postAsAlice('/api/leads/digests', {})).toBe(403)

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
    await expect(history.locator('li').first()).toContainText(/Prochaine action\s:\sAppel le .* → Appel le .* à 10:00/)
    await filters.getByLabel('Prochaine action').selectOption('today')
    await expect(page).toHaveURL(/echeance=aujourdhui/)
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0)
    await filters.getByLabel('Prochaine action').selectOption('overdue')
    await expect(row).toBeVisible()
    await expect(row).toContainText('(en retard)')

    // Bruno has a meeting that was due an hour ago.
    const planned = await request.patch(`/api/leads/${otherId}`, {
      data: { nextAction: { type: 'meeting', dueAt: new Date(Date.now() - 60 * 60 * 1000).toISOString() } },
      headers: asAdmin,
    })
    expect(planned.status()).toBe(200)

    // The morning digest, sent now by the admin: one e-mail each, with exactly their items and links.
    const digests = await request.post('/api/leads/digests', { headers: asAdmin })
    expect(digests.status()).toBe(202)
    const digestsTo = (email: string) => mailbox.mails.filter((mail) => isDigest(mail) && mail.to.includes(email))
    await expect.poll(() => digestsTo(alice.email).length, { timeout: 30_000 }).toBe(1)
    await expect.poll(() => digestsTo(bruno.email).length, { timeout: 30_000 }).toBe(1)
    const [toAlice] = digestsTo(alice.email)
    const [toBruno] = digestsTo(bruno.email)
    expect(toAlice!.subject).toBe('Votre journée\u00a0: 1 action en retard')
    expect(toAlice!.text).toContain('Bonjour Alice Vente,')
    expect(toAlice!.text).toMatch(
      new RegExp(`- Appel prévu le \\S+ \\d+ \\S+ \\d{4} à 10:00 — ${name}, 06( \\d\\d){4} \\(Rappeler pour le devis\\)`),
    )
    expect(toAlice!.text).toContain(`${baseURL}/admin/dashboard?lead=${leadId}\n`)
    expect(toAlice!.text).not.toContain(other)
    // Bruno has not opened his lead yet: it is also among his new leads waiting for an answer.
    expect(toBruno!.subject).toBe('Votre journée\u00a0: 1 action en retard, 1 nouveau lead en attente')
    expect(toBruno!.text).toContain(`${baseURL}/admin/dashboard?lead=${otherId}\n`)
    expect(toBruno!.text).toMatch(
      new RegExp(`Nouveaux leads sans réponse \\(1\\)\u00a0:\n- ${other}, 06( \\d\\d){4} — en attente depuis \\d+\u00a0min\n`),
    )
    expect(toBruno!.text).not.toContain(name)

    // A status change and a reassignment, each with who and before → after.
    await panel.getByLabel('Statut du lead').selectOption('in-progress')
    await expect(row.getByRole('combobox')).toHaveValue('in-progress')
    // Saved before the reassignment is sent (the row shows the new status at once): the two are then stored in that order.
    await expect(history).toContainText(/Statut\s:\sÀ contacter → En cours · Alice Vente/)
    await panel.getByLabel('Responsable').selectOption(String(bruno.id))
    await expect(history).toContainText(/Responsable\s:\sAlice Vente → Bruno Vente · Alice Vente/)
    // Newest first: the reassignment heads the history.
    await expect(history.locator('li').first()).toContainText('Alice Vente → Bruno Vente')

    // Converti asks about the open next action; removed, it is closed.
    await panel.getByLabel('Statut du lead').selectOption('converted')
    await panel.getByRole('button', { name: 'Retirer la prochaine action' }).click()
    await expect(panel.getByLabel('Statut du lead')).toHaveValue('converted')
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

test('Payload’s own lead edit page lists the lead’s notes and activities with their authors', async ({ page, request }) => {
  const token = await adminToken(request)
  const carla = await createSalesperson(request, token, 'Carla Vente', [])
  const login = await request.post('/api/users/login', { data: { email: carla.email, password: carla.password } })
  const asCarla = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const leadId = await submitLead(request, `Édition ${Date.now()}`, '80000')
  const note = await request.post('/api/lead-notes', {
    data: { lead: leadId, content: 'Client rappelé, devis à préparer' },
    headers: asCarla,
  })
  expect(note.status()).toBe(201)
  const activity = await request.post('/api/lead-activities', { data: { lead: leadId, types: ['called'] }, headers: asCarla })
  expect(activity.status()).toBe(201)
  await request.post('/api/users/logout')

  await signIn(page, devAdmin())
  await expect(page).toHaveURL(/\/admin\/dashboard$/, { timeout: 20_000 })
  await page.goto(`/admin/collections/leads/${leadId}`)
  const notes = page.locator('#field-notes')
  await expect(notes).toContainText('Client rappelé, devis à préparer')
  await expect(notes).toContainText('Carla Vente')
  const activities = page.locator('#field-activities')
  await expect(activities).toContainText('Appelé')
  await expect(activities).toContainText('Carla Vente')
  await expect(page.getByText('<Pas de Lead>')).toHaveCount(0)
})
