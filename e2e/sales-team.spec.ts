import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'
import { devAdmin, openSignedIn } from './helpers'
import { openMailbox } from './mailbox'

/**
 * A sales team of three and their manager (the admin): assignment by département with a territory owner,
 * who answers a lead by opening it, a returning customer, the digest, Perdu and its reason, the CSV,
 * the counters of "Mes leads", the menu and the keyboard. The tests share the team and its leads.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 })
test.use({ timezoneId: 'Europe/Paris' })

const password = 'mot-de-passe-commercial-1'
const stamp = Date.now()
type Person = { id: number; email: string; password: string; name: string }
type LeadDoc = { id: number; status: string; owner: number | null; firstResponseAt: string | null; lostReason: number | null }

let asAdmin: Record<string, string>
let alice: Person
let bruno: Person
let chloe: Person
/** The 60 leads of the split, by id, with the département each was sent from. */
const split = new Map<number, string>()

async function createSalesperson(request: APIRequestContext, name: string, departments: string[]): Promise<Person> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${stamp}@combles-nord.fr`
  const created = await request.post('/api/users', { data: { email, password, name, role: 'sales', departments }, headers: asAdmin })
  expect(created.status()).toBe(201)
  return { id: ((await created.json()) as { doc: { id: number } }).doc.id, email, password, name }
}

async function submitLead(
  request: APIRequestContext,
  answers: { name: string; email: string; phone: string; postalCode: string },
  ip = '198.51.100.60',
): Promise<number> {
  const submitted = await request.post('/api/leads/submit', {
    headers: { 'x-forwarded-for': ip },
    data: { formOrigin: 'combles-maison-phenix', answers, source: { page: '/landing/combles-maison-phenix' } },
  })
  expect(submitted.status()).toBe(201)
  return ((await submitted.json()) as { id: number }).id
}

const lead = async (request: APIRequestContext, id: number): Promise<LeadDoc> =>
  (await (await request.get(`/api/leads/${id}?depth=0`, { headers: asAdmin })).json()) as LeadDoc

/** A page of its own, signed in as one of the team. */
async function signedIn(browser: Browser, person: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ timezoneId: 'Europe/Paris' })).newPage()
  await openSignedIn(page, person)
  await expect(page).toHaveURL(/\/admin\/dashboard/, { timeout: 90_000 })
  return page
}

/** A ten-digit phone number of its own for each lead (no lead is taken for a returning customer by chance). */
const phoneOf = (index: number) => `07${String(stamp % 1e6).padStart(6, '0')}${String(index).padStart(2, '0')}`

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/users/login', { data: devAdmin() })
  asAdmin = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  // Alice's territory is the Somme; Bruno and Chloé have none: they share every other lead.
  alice = await createSalesperson(request, 'Alice Somme', ['80'])
  bruno = await createSalesperson(request, 'Bruno Partout', [])
  chloe = await createSalesperson(request, 'Chloé Partout', [])
  const others = await request.patch(`/api/users?where[id][not_in]=${alice.id},${bruno.id},${chloe.id}`, {
    data: { receivesLeads: false },
    headers: asAdmin,
  })
  expect(others.status()).toBe(200)
  const rule = await request.post('/api/globals/lead-assignment', { data: { rule: 'department' }, headers: asAdmin })
  expect(rule.status()).toBe(200)
})

test.afterAll(async ({ request }) => {
  await request.post('/api/globals/lead-assignment', { data: { rule: 'round-robin' }, headers: asAdmin })
})

test('with a territory owner, 60 leads split so that she gets only the Somme and the two others share the rest evenly', async ({
  request,
}) => {
  test.setTimeout(300_000)
  const departments = ['80', '59', '62']
  for (let index = 0; index < 60; index++) {
    const department = departments[index % 3]!
    const id = await submitLead(
      request,
      {
        name: `Partage ${stamp} ${index}`,
        email: `partage.${stamp}.${index}@example.fr`,
        phone: phoneOf(index),
        postalCode: `${department}100`,
      },
      `198.51.100.${100 + (index % 50)}`,
    )
    split.set(id, department)
  }
  const listed = await request.get(`/api/leads?where[id][in]=${[...split.keys()].join(',')}&limit=100&depth=0&select[owner]=true`, {
    headers: asAdmin,
  })
  const owners = new Map<number, string[]>()
  for (const { id, owner } of ((await listed.json()) as { docs: { id: number; owner: number | null }[] }).docs) {
    owners.set(owner ?? 0, [...(owners.get(owner ?? 0) ?? []), split.get(id)!])
  }
  expect(owners.get(alice.id)).toEqual(Array(20).fill('80'))
  expect(owners.get(bruno.id)).toHaveLength(20)
  expect(owners.get(chloe.id)).toHaveLength(20)
  expect([...owners.get(bruno.id)!, ...owners.get(chloe.id)!]).not.toContain('80')
})

test('the digest of a salesperson with only new leads names them, oldest first', async ({ request }) => {
  const mailbox = await openMailbox()
  try {
    const digests = await request.post('/api/leads/digests', { headers: asAdmin })
    expect(digests.status()).toBe(202)
    const toChloe = () => mailbox.mails.filter((mail) => mail.subject.startsWith('Votre journée') && mail.to.includes(chloe.email))
    await expect.poll(() => toChloe().length, { timeout: 30_000 }).toBe(1)
    const [digest] = toChloe()
    expect(digest!.subject).toContain('20 nouveaux leads en attente')
    expect(digest!.text).toMatch(/Nouveaux leads sans réponse \(20\)/)
    // Its new leads by name (the five oldest), each with its phone.
    expect(digest!.text).toMatch(new RegExp(`- Partage ${stamp} \\d+, 07`))
  } finally {
    await mailbox.close()
  }
})

test('the admin opening a salesperson’s lead changes nothing; its owner opening it answers it', async ({ browser, request }) => {
  const id = [...split].find(([, department]) => department === '80')![0]
  const admin = await signedIn(browser, devAdmin())
  await admin.goto(`/admin/dashboard?lead=${id}`)
  await expect(admin.getByRole('complementary', { name: /^Lead de Partage/ })).toBeVisible()
  await expect(admin.getByRole('complementary').getByLabel('Statut du lead')).toHaveValue('new')
  expect(await lead(request, id)).toMatchObject({ status: 'new', firstResponseAt: null, owner: alice.id })

  const owner = await signedIn(browser, alice)
  await owner.goto(`/admin/dashboard?lead=${id}`)
  await expect(owner.getByRole('complementary').getByLabel('Statut du lead')).toHaveValue('to-contact')
  const opened = await lead(request, id)
  expect(opened.status).toBe('to-contact')
  expect(opened.firstResponseAt).not.toBeNull()
  await admin.context().close()
  await owner.context().close()
})

test('a returning customer (same phone, another e-mail) goes to the owner of their first lead', async ({ request }) => {
  const first = await submitLead(request, {
    name: `Fidèle ${stamp}`,
    email: `fidele.${stamp}@example.fr`,
    phone: '06 11 22 33 44',
    postalCode: '59000',
  })
  const { owner } = await lead(request, first)
  expect([bruno.id, chloe.id]).toContain(owner)
  // Three times, so that the shared turn alone would have given at least one to the other salesperson.
  for (const index of [1, 2, 3]) {
    const again = await submitLead(request, {
      name: `Fidèle ${stamp}`,
      email: `fidele.${stamp}.${index}@example.fr`,
      phone: '+33 6 11 22 33 44',
      postalCode: '62000',
    })
    expect((await lead(request, again)).owner).toBe(owner)
  }
})

test('the manager merges a returning customer’s new lead into the first one, picking per field; the kept lead keeps both leads’ words and names the merge', async ({
  browser,
  request,
}) => {
  // Six digits, leading zeros kept: a shorter number is refused.
  const phone = `06 55 ${String(stamp % 1e6)
    .padStart(6, '0')
    .replace(/(\d\d)(?=\d)/g, '$1 ')}`
  const person = { name: `Double ${stamp}`, phone, postalCode: '59000' }
  const first = await submitLead(request, { ...person, email: `double.${stamp}@example.fr` })
  const second = await submitLead(request, { ...person, email: `double.${stamp}.bis@example.fr` })
  const { owner } = await lead(request, first)
  const ownerName = [alice, bruno, chloe].find((one) => one.id === owner)!.name

  const page = await signedIn(browser, devAdmin())
  await page.goto(`/admin/dashboard?lead=${second}`)
  const known = page.getByRole('region', { name: 'Déjà connu' })
  await expect(known.getByRole('listitem')).toContainText(`suivi par ${ownerName}`)
  await known.getByRole('button', { name: 'Fusionner dans ce lead' }).click()
  // Side by side, the newest non-empty value picked: the second lead's e-mail.
  const dialog = page.getByRole('dialog', { name: `Fusionner dans le lead n° ${first}` })
  const emailRow = dialog.getByRole('row', { name: /^E-mail/ })
  await expect(emailRow.getByRole('radio').nth(1)).toBeChecked()
  await dialog.getByRole('button', { name: 'Fusionner' }).click()
  await expect(page).toHaveURL(new RegExp(`lead=${first}$`))
  const panel = page.getByRole('complementary', { name: `Lead de ${person.name}` })
  await expect(panel.getByRole('link', { name: `double.${stamp}.bis@example.fr` })).toBeVisible()
  const merged = panel.getByRole('region', { name: 'Leads fusionnés dans celui-ci' })
  await expect(merged).toContainText(`Lead n° ${second} du `)
  await expect(merged).toContainText(`double.${stamp}@example.fr`) // the replaced e-mail stays readable
  await expect(panel).toContainText('Fusionné dans ce lead (repris de ce lead\u00a0: e-mail')
  expect((await request.get(`/api/leads/${second}?depth=0`, { headers: asAdmin })).status()).toBe(404)
  await page.context().close()
})

test('Perdu asks for a reason, shows the change in the history at once, and the report counts it; the API refuses Perdu without one', async ({
  browser,
  request,
}) => {
  const id = [...split].find(([, department]) => department === '80')![0]
  const refused = await request.patch(`/api/leads/${id}`, { data: { status: 'lost' }, headers: asAdmin })
  expect(refused.status()).toBe(400)
  expect(JSON.stringify(await refused.json())).toContain('Choisissez le motif de la perte.')

  const page = await signedIn(browser, alice)
  await page.goto(`/admin/dashboard?lead=${id}`)
  const panel = page.getByRole('complementary', { name: /^Lead de Partage/ })
  await panel.getByLabel('Statut du lead').selectOption('lost')
  const form = panel.getByRole('form', { name: 'Marquer le lead comme perdu' })
  await expect(form.getByLabel('Motif de la perte')).toBeFocused()
  await expect(form.getByRole('button', { name: 'Marquer comme perdu' })).toBeDisabled()
  // Nothing changed until a reason is given.
  expect((await lead(request, id)).status).toBe('to-contact')
  await form.getByLabel('Motif de la perte').selectOption({ label: 'Concurrent' })
  await form.getByRole('button', { name: 'Marquer comme perdu' }).click()
  const history = panel.getByRole('list', { name: 'Historique du lead' })
  // Live, without a reload: the status and its reason, by Alice.
  await expect(history).toContainText(/Statut\s:\sÀ contacter → Perdu · Alice Somme/)
  await expect(history).toContainText(/Motif de perte\s:\s\(vide\) → Concurrent · Alice Somme/)
  await expect(panel.getByText(/Motif de la perte\s:\sConcurrent/)).toBeVisible()
  const stored = await lead(request, id)
  expect(stored.status).toBe('lost')
  expect(stored.lostReason).not.toBeNull()

  // The report counts it under its reason, and its conversion leaves Invalide out.
  await page.goto('/admin/reports')
  const rows = await page
    .locator('[data-report-table="motifs-perte"] tr')
    .evaluateAll((lines) => lines.map((line) => [...line.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())))
  expect(rows[0]).toEqual(['Motif', 'Leads perdus'])
  expect(rows).toContainEqual(['Concurrent', '1'])
  await expect(page.locator('[data-report-table="conversion"] tr').first()).toContainText('Perdus')
  await page.context().close()
})

test('"Mes leads": the counters are mine; the menu holds only the leads; Escape gives the focus back to the row', async ({ browser }) => {
  const page = await signedIn(browser, bruno)
  // A salesperson's menu: the leads, no website collections, no raw notes, activities or history.
  const nav = page.locator('nav').filter({ has: page.getByRole('link', { name: 'Leads', exact: true }) })
  await expect(nav.getByRole('link', { name: 'Leads', exact: true })).toBeVisible()
  for (const hidden of ['Médias', 'Pages', 'Vidéos', 'Projets', 'Notes', 'Activités', 'Historique des leads', 'Motifs de perte']) {
    await expect(nav.getByRole('link', { name: hidden, exact: true })).toHaveCount(0)
  }

  await page.getByRole('search').getByLabel('Responsable').selectOption('mine')
  await expect(page).toHaveURL(/responsable=moi/)
  // Bruno's 20 leads of the split, the returning customer's if they were his (4), and the merged customer's one lead if it was his (1).
  const total = page.getByTestId('counter-Total des leads')
  await expect(total).toHaveText(/^(20|21|24|25)$/)
  const mine = Number(await total.textContent())
  await expect(page.getByText(`${mine} leads`)).toBeVisible()
  await expect(page.getByTestId('counter-Nouveaux')).toHaveText(String(mine))

  const row = page
    .getByRole('row')
    .filter({ hasText: `Partage ${stamp}` })
    .first()
  await row.getByRole('button', { name: 'Voir' }).click()
  await expect(page.getByRole('complementary', { name: /^Lead de Partage/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('complementary', { name: /^Lead de/ })).toHaveCount(0)
  await expect(row.getByRole('button', { name: 'Voir' })).toBeFocused()
  await page.context().close()
})

test('the CSV, opened as ;-separated text, keeps 0322334455 with its 0 and names the owner and the lost reason', async ({ request }) => {
  const id = await submitLead(request, {
    name: `Zéro ${stamp}`,
    email: `zero.${stamp}@example.fr`,
    phone: '0322334455',
    postalCode: '80000',
  })
  const csv = await request.get(`/api/leads/export?where[id][equals]=${id}`, { headers: asAdmin })
  expect(csv.status()).toBe(200)
  const [header, row] = (await csv.text()).replace(/^\uFEFF/, '').split('\r\n')
  // Split as a spreadsheet opening the file as text does: on ';' outside quotes, "" inside quotes being one ".
  const cells = (line: string) =>
    [...line.matchAll(/(?:^|;)("(?:[^"]|"")*"|[^;]*)/g)].map(([, cell]) =>
      cell!.startsWith('"') ? cell!.slice(1, -1).replace(/""/g, '"') : cell!,
    )
  const columns = cells(header!)
  const values = cells(row!)
  const phone = values[columns.indexOf('Téléphone')]
  expect(phone).toBe('="0322334455"')
  expect(values[columns.indexOf('Responsable')]).toBe('Alice Somme')
  for (const column of ['Date du statut', 'Motif de perte', 'Prochaine action', 'Échéance', 'Dernière activité'])
    expect(columns).toContain(column)

  const lost = [...split].find(([, department]) => department === '80')![0]
  const lostCsv = await request.get(`/api/leads/export?where[id][equals]=${lost}`, { headers: asAdmin })
  const [lostHeader, lostRow] = (await lostCsv.text()).replace(/^\uFEFF/, '').split('\r\n')
  expect(cells(lostRow!)[cells(lostHeader!).indexOf('Motif de perte')]).toBe('Concurrent')
})

test('a salesperson who allows the browser’s reminders gets one at the due time of a next action, and its click opens the lead', async ({
  browser,
  request,
}) => {
  const mine = await request.get(`/api/leads?where[owner][equals]=${chloe.id}&where[status][equals]=new&limit=1&depth=0`, {
    headers: asAdmin,
  })
  const [target] = ((await mine.json()) as { docs: { id: number; name: string }[] }).docs
  if (!target) throw new Error('Chloé has no new lead')
  // The browser lets the site notify; the page sees "not asked yet" until the salesperson's click, which
  // stands for the browser's prompt answered "Autoriser".
  const context = await browser.newContext({ timezoneId: 'Europe/Paris', permissions: ['notifications'] })
  // Each notification the page shows, kept with the time it was shown (the browser's own object otherwise).
  await context.addInitScript(() => {
    const shown: { title: string; body: string; at: number; notification: Notification }[] = []
    let answer: NotificationPermission = 'default'
    Object.assign(window, { shownNotifications: shown })
    window.Notification = class extends window.Notification {
      static override get permission() {
        return answer
      }
      static override requestPermission() {
        answer = 'granted'
        return Promise.resolve(answer)
      }
      constructor(title: string, options?: NotificationOptions) {
        super(title, options)
        shown.push({ title, body: options?.body ?? '', at: Date.now(), notification: this })
      }
    }
  })
  const page = await context.newPage()
  // The page's clock runs as the machine's, and is moved on to just before the due time rather than waited for.
  await page.clock.install()
  await openSignedIn(page, chloe)
  const allow = page.getByRole('button', { name: 'Recevoir les rappels dans le navigateur' })
  await expect(allow).toBeVisible()

  const dueAt = new Date(Date.now() + 12_000)
  const planned = await request.patch(`/api/leads/${target.id}?depth=0`, {
    data: { nextAction: { type: 'call', dueAt: dueAt.toISOString(), note: 'Rappeler pour la visite' } },
    headers: asAdmin,
  })
  expect(planned.ok()).toBe(true)
  // Once allowed, the page reads its owner's coming actions and plans their notifications; then its clock moves on.
  const upcoming = page.waitForResponse((response) => response.url().includes('nextAction.dueAt') && response.ok())
  await allow.click()
  await expect(page.getByText('Rappels du navigateur activés')).toBeVisible()
  expect(JSON.stringify(await (await upcoming).json())).toContain('Rappeler pour la visite')
  await page.clock.fastForward(Math.max(0, dueAt.getTime() - (await page.evaluate(() => Date.now())) - 1_000))

  type Shown = { title: string; body: string; at: number }
  const shown = () =>
    page.evaluate(() =>
      (window as unknown as { shownNotifications: Shown[] }).shownNotifications.map(({ title, body, at }) => ({ title, body, at })),
    )
  await expect.poll(shown, { timeout: 30_000, intervals: [500] }).toHaveLength(1)
  const [reminder] = await shown()
  expect(reminder).toMatchObject({
    title: `Rappel : Appel – ${target.name}`,
    body: expect.stringMatching(/^Prévu à \d\d:\d\d · .*Rappeler pour la visite$/),
  })
  // At the due time, not before it (the page's clock and the test's are the same machine's).
  expect(reminder!.at).toBeGreaterThanOrEqual(dueAt.getTime() - 50)
  expect(reminder!.at - dueAt.getTime()).toBeLessThan(3_000)

  await page.evaluate(() => {
    const [first] = (window as unknown as { shownNotifications: { notification: Notification }[] }).shownNotifications
    first!.notification.onclick?.(new Event('click'))
  })
  await expect(page).toHaveURL(new RegExp(`lead=${target.id}`))
  await expect(page.getByRole('complementary', { name: new RegExp(`^Lead de ${target.name}`) })).toBeVisible()
  await context.close()
})

test('a lead that only shares a phone number with another person’s goes by territory, and its history says why', async ({
  browser,
  request,
}) => {
  // A switchboard: two people of one company, or a shared line.
  const switchboard = `03 22 ${String(stamp % 1e6)
    .padStart(6, '0')
    .replace(/(\d\d)(?=\d)/g, '$1 ')}`
  const first = await submitLead(request, {
    name: `Standard ${stamp}`,
    email: `standard.${stamp}@example.fr`,
    phone: switchboard,
    postalCode: '59000',
  })
  const firstOwner = (await lead(request, first)).owner
  expect([bruno.id, chloe.id]).toContain(firstOwner)
  const neighbour = await submitLead(request, {
    name: `Voisine ${stamp}`,
    email: `voisine.${stamp}@example.fr`,
    phone: switchboard,
    postalCode: '80000',
  })
  expect((await lead(request, neighbour)).owner).toBe(alice.id)

  const page = await signedIn(browser, alice)
  await page.goto(`/admin/dashboard?lead=${neighbour}`)
  const panel = page.getByRole('complementary', { name: `Lead de Voisine ${stamp}` })
  await expect(panel).toContainText('Attribution automatique (département 80)')
  await page.context().close()

  // The first person again, from the Somme and another address: the same name and phone, so their first owner.
  const again = await submitLead(request, {
    name: 'M. STANDARD',
    email: `standard.${stamp}.bis@example.fr`,
    phone: switchboard,
    postalCode: '80000',
  })
  expect((await lead(request, again)).owner).toBe(firstOwner)
  const history = await request.get(`/api/lead-changes?where[lead][equals]=${again}&depth=0`, { headers: asAdmin })
  expect(((await history.json()) as { docs: { reason: string | null }[] }).docs.map((change) => change.reason)).toEqual([
    `même téléphone et même nom que le lead n°\u00a0${first}`,
  ])
})

test('/contact asks for the postal code, and the message goes to the salesperson of its département', async ({ browser, request }) => {
  const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.81' } })
  const form = await visitor.newPage()
  await form.goto('/contact')
  await expect(form.locator('form[data-ready]')).toBeAttached()
  const email = `contact.somme.${stamp}@example.fr`
  await form.getByLabel('Nom complet').fill(`Contact Somme ${stamp}`)
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await form.getByLabel('Téléphone').fill(
    `07 66 ${String(stamp % 1e6)
      .padStart(6, '0')
      .replace(/(\d\d)(?=\d)/g, '$1 ')}`,
  )
  const send = form.getByRole('button', { name: 'Envoyer mon message' })
  await expect(send).toHaveAccessibleDescription('Il manque : votre code postal')
  await form.getByLabel(/^Code postal/).fill('80 100')
  await send.click()
  await expect(form).toHaveURL(/\/contact\/merci$/)
  await visitor.close()

  const found = await request.get(`/api/leads?where[email][equals]=${email}&depth=0`, { headers: asAdmin })
  const [stored] = ((await found.json()) as { docs: { postalCode: string; owner: number | null }[] }).docs
  expect(stored).toMatchObject({ postalCode: '80100', owner: alice.id })
})
