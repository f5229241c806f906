import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { devAdmin, openSignedIn, signIn } from './helpers'
import { adminHeaders } from './site-helpers'

const submitLead = (request: APIRequestContext, name: string, ip: string, phone = '06 12 34 56 78') =>
  request.post('/api/leads/submit', {
    headers: { 'x-forwarded-for': ip },
    data: {
      formOrigin: 'contact',
      answers: {
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.fr`,
        phone,
        postalCode: '80000',
        message: 'Bonjour, un devis svp.',
      },
      source: { page: '/contact' },
    },
  })

test('an anonymous visitor sent to /admin/dashboard lands on the login page', async ({ page }) => {
  await page.goto('/admin/dashboard')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible()
})

test('signing in, /admin, /admin/login and unknown admin paths all land on the dashboard', async ({ page }) => {
  await signIn(page, devAdmin())
  await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/)
  await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible()
  await expect(page.getByText(devAdmin().email)).toBeVisible()
  for (const path of ['/admin', '/admin/login', '/admin/nimporte-quoi']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/)
  }
  await page.goto('/admin/collections/projects')
  await expect(page).toHaveURL(/\/admin\/collections\/projects/)
})

test('a new lead arrives live; an admin opening it leaves it Nouveau; status, activity and note are saved', async ({ page, request }) => {
  await openSignedIn(page, devAdmin())
  await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/)
  await expect(page.getByTestId('counter-Total des leads')).not.toHaveText('…')
  const totalBefore = Number(await page.getByTestId('counter-Total des leads').textContent())

  const name = `Live ${Date.now()}`
  expect((await submitLead(request, name, '198.51.100.7')).status()).toBe(201)

  // Within 2 s of the submission: the badge and the row on top.
  await expect(page.getByRole('status').filter({ hasText: 'Nouveau lead !' })).toBeVisible({ timeout: 2000 })
  const row = page.getByRole('row').filter({ hasText: name })
  await expect(row).toBeVisible({ timeout: 2000 })
  await expect(page.getByRole('row').nth(1)).toContainText(name)
  await expect(row).toHaveClass(/ld-row--new/)
  await expect(page.getByTestId('counter-Total des leads')).toHaveText(String(totalBefore + 1))
  await expect(row.getByRole('combobox')).toHaveValue('new')
  await expect(page.getByRole('status').filter({ hasText: 'Nouveau lead !' })).toBeHidden({ timeout: 6000 })

  await row.getByRole('button', { name: 'Voir' }).click()
  const panel = page.getByRole('complementary', { name: `Lead de ${name}` })
  await expect(panel).toBeVisible()
  // Only the lead's owner (or a salesperson, when nobody owns it) opening it answers it: not an admin.
  await expect(row.getByRole('combobox')).toHaveValue('new')
  await expect(panel.getByRole('link', { name: /@example\.fr/ })).toHaveAttribute('href', /^mailto:/)
  await expect(panel.getByRole('link', { name: '06 12 34 56 78' })).toHaveAttribute('href', 'tel:0612345678')
  await expect(panel.getByText('Bonjour, un devis svp.').first()).toBeVisible()

  await expectNoAxeViolations(page, '.ld')

  await expect(page.getByTestId('counter-Convertis')).not.toHaveText('…')
  const convertedBefore = Number(await page.getByTestId('counter-Convertis').textContent())
  await panel.getByLabel('Statut du lead').selectOption('converted')
  await expect(page.getByTestId('counter-Convertis')).toHaveText(String(convertedBefore + 1))
  await panel.getByLabel('Statut du lead').selectOption('in-progress')
  await expect(row.getByRole('combobox')).toHaveValue('in-progress')
  await expect(page.getByTestId('counter-Convertis')).toHaveText(String(convertedBefore))

  const addActivity = panel.getByRole('button', { name: 'Ajouter l’activité' })
  await expect(addActivity).toBeDisabled()
  await panel.getByLabel('Appelé').check()
  await panel.getByLabel('RDV confirmé').check()
  await addActivity.click()
  await expect(panel.getByText('Appelé, RDV confirmé')).toBeVisible()
  await expect(panel.getByLabel('Appelé')).not.toBeChecked()
  await panel.getByLabel('Email envoyé').check()
  await addActivity.click()
  // Newest first.
  await expect(panel.locator('.ld-timeline').first().locator('li').first()).toContainText('Email envoyé')

  const addNote = panel.getByRole('button', { name: 'Ajouter la note' })
  await panel.getByLabel('Nouvelle note').fill('   ')
  await expect(addNote).toBeDisabled()
  await panel.getByLabel('Nouvelle note').fill('Rappeler jeudi matin.')
  await addNote.click()
  await expect(panel.getByText('Rappeler jeudi matin.')).toBeVisible()

  await page.reload()
  const reloadedRow = page.getByRole('row').filter({ hasText: name })
  await expect(reloadedRow.getByRole('combobox')).toHaveValue('in-progress')
})

test('a failed status change shows the spec’s message', async ({ page, request }) => {
  const name = `Echec ${Date.now()}`
  expect((await submitLead(request, name, '198.51.100.8')).status()).toBe(201)
  await openSignedIn(page, devAdmin())
  await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/)
  await page.route('**/api/leads/*?depth=0', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 500 }) : route.continue(),
  )
  const row = page.getByRole('row').filter({ hasText: name })
  await row.getByRole('combobox').selectOption('converted')
  await expect(page.getByRole('alert').filter({ hasText: 'Erreur lors de la mise à jour du statut' })).toBeVisible()
  await expect(row.getByRole('combobox')).toHaveValue('new')

  // Refused from the open panel: the panel, too, goes back to the stored status.
  await row.getByRole('button', { name: 'Voir' }).click()
  const panel = page.getByRole('complementary', { name: `Lead de ${name}` })
  // An admin opening the lead leaves it Nouveau.
  await expect(panel.getByLabel('Statut du lead')).toHaveValue('new')
  await panel.getByLabel('Statut du lead').selectOption('invalid')
  await expect(page.getByRole('alert').filter({ hasText: 'Erreur lors de la mise à jour du statut' })).toBeVisible()
  await expect(panel.getByLabel('Statut du lead')).toHaveValue('new')
  await expect(row.getByRole('combobox')).toHaveValue('new')
})

test('a refused live connection is said, retried, and leads arrive again once it is back', async ({ page, request }) => {
  await page.route('**/api/leads/stream*', (route) => route.fulfill({ status: 503, body: 'indisponible' }))
  await openSignedIn(page, devAdmin())
  await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/)
  const notice = page.getByRole('status').filter({ hasText: 'Arrivée des leads en direct interrompue' })
  await expect(notice).toBeVisible()
  await page.unroute('**/api/leads/stream*')
  await expect(notice).toBeHidden({ timeout: 10_000 })
  const name = `Retour ${Date.now()}`
  expect((await submitLead(request, name, '198.51.100.11')).status()).toBe(201)
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible({ timeout: 2000 })
})

test('a lead accepted after the list was read but before the live connection opened still arrives', async ({ page, request }) => {
  let openStream = () => {}
  const streamMayOpen = new Promise<void>((resolve) => (openStream = resolve))
  await page.route('**/api/leads/stream*', async (route) => {
    await streamMayOpen
    await route.continue()
  })
  const listed = `Déjà listé ${Date.now()}`
  expect((await submitLead(request, listed, '198.51.100.14')).status()).toBe(201)
  await openSignedIn(page, devAdmin())
  await expect(page.getByRole('row').filter({ hasText: listed })).toBeVisible()
  const name = `Avant le direct ${Date.now()}`
  expect((await submitLead(request, name, '198.51.100.14')).status()).toBe(201)
  openStream()
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible({ timeout: 5000 })
})

test('a new lead that the current filter would not list only shows in the badge and counters', async ({ page, request }) => {
  await openSignedIn(page, devAdmin())
  await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/)
  await page.getByRole('search').getByRole('combobox').first().selectOption('converted')
  await expect(page.getByTestId('counter-Total des leads')).not.toHaveText('…')
  const name = `Hors filtre ${Date.now()}`
  expect((await submitLead(request, name, '198.51.100.12')).status()).toBe(201)
  await expect(page.getByRole('status').filter({ hasText: 'Nouveau lead !' })).toBeVisible({ timeout: 2000 })
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0)
})

test('the activity date starts on the staff member’s own today, also just after midnight', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, timezoneId: 'Europe/Paris' })
  const page = await context.newPage()
  // 23:30 UTC is already the next day in Paris.
  await page.clock.setFixedTime(new Date('2026-01-15T23:30:00Z'))
  const name = `Minuit ${Date.now()}`
  expect((await submitLead(page.request, name, '198.51.100.13')).status()).toBe(201)
  await openSignedIn(page, devAdmin())
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Voir' }).click()
  await expect(page.getByRole('complementary', { name: `Lead de ${name}` }).locator('input[type="date"]')).toHaveValue('2026-01-16')
  await context.close()
})

test('search finds a lead by e-mail or by phone however it is typed, and the CSV export follows the filter', async ({ page, request }) => {
  const stamp = Date.now()
  const name = `Recherche ${stamp}`
  const digits = String(stamp).slice(-8)
  const phone = `07 ${digits.replace(/(\d\d)(?=\d)/g, '$1 ')}`
  expect((await submitLead(request, name, '198.51.100.9', phone)).status()).toBe(201)
  await openSignedIn(page, devAdmin())
  for (const typed of [`07${digits}`, `+33 7 ${digits.slice(0, 4)}`]) {
    await page.getByRole('searchbox').fill(typed)
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible()
  }
  await page.getByRole('searchbox').fill(name.toLowerCase().replace(/\W+/g, '.'))
  await expect(page.getByRole('row')).toHaveCount(2)
  const statusFilter = page.getByRole('search').getByRole('combobox').first()
  await statusFilter.selectOption('converted')
  await expect(page.getByText('Aucun lead ne correspond à la recherche.')).toBeVisible()
  await statusFilter.selectOption('new')
  await expect(page.getByRole('row')).toHaveCount(2)
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible()
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Exporter en CSV' }).click()
  const csv = await (await download).path().then((path) => import('node:fs').then((fs) => fs.readFileSync(path, 'utf8')))
  expect(csv).toContain(name)
  expect(csv.trim().split('\r\n')).toHaveLength(2)
  // The source and the form's answers in words, after the original columns.
  const [header] = csv.split('\r\n')
  expect(header).toContain(';Message;Page d’arrivée;Site référent;Source (utm_source);')
  expect(header).toMatch(/;Réponses du formulaire$/)
  expect(csv).toContain(';/contact;')
  // A cell holding a comma is quoted (RFC 4180): a comma-splitting import keeps it whole.
  expect(csv).toMatch(/;"Message\u00a0: Bonjour, un devis svp\."\r\n$/)
})

test('logout returns to the login page', async ({ page, request }) => {
  // An account of its own: a sign-out rewrites the account's sessions, and the admin's are the other specs'.
  const user = { email: `deconnexion.${Date.now()}@combles-nord.fr`, password: 'mot-de-passe-commercial-1' }
  const created = await request.post('/api/users', { data: { ...user, role: 'sales' }, headers: await adminHeaders(request) })
  expect(created.status()).toBe(201)
  await signIn(page, user)
  await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/)
  await page.getByRole('button', { name: 'Se déconnecter' }).click()
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.goto('/admin/dashboard')
  await expect(page).toHaveURL(/\/admin\/login/)
})

test('an editor sees the content but never the leads', async ({ page, request }) => {
  const editor = { email: `redaction.${Date.now()}@combles-nord.fr`, password: 'mot-de-passe-redaction-1' }
  const created = await request.post('/api/users', { data: { ...editor, role: 'editor' }, headers: await adminHeaders(request) })
  expect(created.status()).toBe(201)
  await signIn(page, editor)
  await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/)
  await expect(page.getByText(/Les leads sont réservés à l’équipe commerciale\./)).toBeVisible()
  // What an editor can do, each a link.
  for (const task of ['Pages', 'Réalisations', 'Médias', 'Vidéos', 'Menu', 'Réglages du site', 'Redirections']) {
    await expect(page.locator('.editor-home').getByRole('link', { name: task, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('table')).toHaveCount(0)
  // Refused whether the API sees the editor's session (403) or not (401).
  expect([401, 403]).toContain((await page.request.get('/api/leads')).status())
  expect([401, 403]).toContain((await page.request.get('/api/leads/summary')).status())
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Projets' })).toBeVisible()
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Leads' })).toHaveCount(0)
})

test('a visitor’s contact form, sent from another browser, appears on the open dashboard', async ({ page, browser }) => {
  await openSignedIn(page, devAdmin())
  await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/)
  await expect(page.getByTestId('counter-Nouveaux')).not.toHaveText('…')
  const newBefore = Number(await page.getByTestId('counter-Nouveaux').textContent())

  const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.77' } })
  const form = await visitor.newPage()
  const name = `Visiteur ${Date.now()}`
  await form.goto('/contact')
  await expect(form.locator('form[data-ready]')).toBeAttached()
  await form.getByLabel('Nom complet').fill(name)
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(`visiteur.${Date.now()}@example.fr`)
  await form.getByLabel('Téléphone').fill('07 98 76 54 32')
  await form.getByLabel(/^Code postal/).fill('80000')
  await form.getByRole('button', { name: 'Envoyer mon message' }).click()
  await expect(form).toHaveURL(/\/contact\/merci$/)

  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible({ timeout: 2000 })
  await expect(page.getByRole('status').filter({ hasText: 'Nouveau lead !' })).toBeVisible()
  await expect(page.getByTestId('counter-Nouveaux')).toHaveText(String(newBefore + 1))
  await visitor.close()
})

test('the panel words a lead’s answers with its own form’s labels and codes', async ({ page, request }) => {
  const name = `Épargne ${Date.now()}`
  const sent = await request.post('/api/leads/submit', {
    headers: { 'x-forwarded-for': '198.51.100.88' },
    data: {
      formOrigin: 'deblocage-epargne-salariale',
      answers: {
        name,
        email: `epargne.${Date.now()}@example.fr`,
        phone: '06 11 22 33 44',
        postalCode: '59000',
        projectType: 'combles',
        usePEE: 'ne-sais-pas',
        message: '',
      },
      source: { page: '/deblocage-epargne-salariale/form' },
    },
  })
  expect(sent.status()).toBe(201)
  const { id } = (await sent.json()) as { id: number }

  await openSignedIn(page, devAdmin())
  await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/)
  await page.goto(`/admin/dashboard?lead=${id}`)
  const panel = page.getByRole('complementary', { name: `Lead de ${name}` })
  await expect(panel.getByText('Déblocage épargne salariale ·')).toBeVisible()
  const details = panel.locator('section').filter({ has: page.getByRole('heading', { name: 'Détails du formulaire' }) })
  // The savings-release form's own words for its codes; the empty message and the contact details are left out.
  await expect(details.getByRole('term')).toHaveText(['Type de projet', 'Utilisation du PEE'])
  await expect(details.getByRole('definition')).toHaveText(['Aménagement de combles', 'Je ne sais pas'])
})

type LeadData = { name: string; email?: string; phone?: string; source?: Record<string, string> }

const sendLead = async (
  request: APIRequestContext,
  ip: string,
  { name, email, phone = '06 12 34 56 78', source = { page: '/contact' } }: LeadData,
) => {
  const response = await request.post('/api/leads/submit', {
    headers: { 'x-forwarded-for': ip },
    data: {
      formOrigin: 'contact',
      answers: {
        name,
        email: email ?? `lead.${Date.now()}.${Math.random().toString(36).slice(2)}@example.fr`,
        phone,
        postalCode: '80000',
        message: 'Bonjour.',
      },
      source,
    },
  })
  expect(response.status()).toBe(201)
  return ((await response.json()) as { id: number }).id
}

const counter = async (page: Page, label: string) => {
  await expect(page.getByTestId(`counter-${label}`)).not.toHaveText('…')
  return Number(await page.getByTestId(`counter-${label}`).textContent())
}

test('the "En cours" counter and the "En cours" filter count the same leads: À contacter and En cours', async ({ page, request }) => {
  const stamp = Date.now()
  await sendLead(request, '198.51.100.20', { name: `A contacter ${stamp}` })
  await sendLead(request, '198.51.100.20', { name: `Travaille ${stamp}` })
  await openSignedIn(page, devAdmin())
  // Moved from the table: an admin opening it would leave it Nouveau.
  await page
    .getByRole('row')
    .filter({ hasText: `A contacter ${stamp}` })
    .getByRole('combobox')
    .selectOption('to-contact')
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `A contacter ${stamp}` })
      .getByRole('combobox'),
  ).toHaveValue('to-contact')
  await page
    .getByRole('row')
    .filter({ hasText: `Travaille ${stamp}` })
    .getByRole('combobox')
    .selectOption('in-progress')
  await page.goto('/admin/dashboard')
  const inProgress = await counter(page, 'En cours')
  await page.getByRole('search').getByLabel('Statut').selectOption({ label: 'En cours (à contacter + en cours)' })
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText(`· ${inProgress} leads`)
  for (const name of [`A contacter ${stamp}`, `Travaille ${stamp}`])
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible()
})

test('search ignores case and accents; a search that finds nothing says so', async ({ page, request }) => {
  const stamp = Date.now()
  await sendLead(request, '198.51.100.21', { name: `Élodie Lefèvre ${stamp}` })
  await openSignedIn(page, devAdmin())
  const row = page.getByRole('row').filter({ hasText: `Élodie Lefèvre ${stamp}` })
  for (const typed of [`LEFÈVRE ${stamp}`, `elodie ${stamp}`, `ELODIE LEFEVRE ${stamp}`]) {
    await page.getByRole('searchbox').fill(typed)
    await expect(row).toBeVisible()
    await expect(page.getByRole('row')).toHaveCount(2)
  }
  await page.getByRole('searchbox').fill(`introuvable ${stamp}`)
  await expect(page.getByText('Aucun lead ne correspond à la recherche.')).toBeVisible()
})

test('filters, search, page and the open lead live in the address: a reload, Back and a shared link keep them', async ({
  page,
  request,
}) => {
  const stamp = Date.now()
  const name = `Adresse ${stamp}`
  const id = await sendLead(request, '198.51.100.22', { name })
  await openSignedIn(page, devAdmin())
  await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/)
  const filters = page.getByRole('search')
  await filters.getByLabel('Origine').selectOption('contact')
  await page.getByRole('searchbox').fill(`adresse ${stamp}`)
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'Voir' }).click()
  const panel = page.getByRole('complementary', { name: `Lead de ${name}` })
  await expect(panel).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`\\?recherche=adresse\\+${stamp}&origine=contact&lead=${id}$`))

  const expectSameState = async () => {
    await expect(page.getByRole('searchbox')).toHaveValue(`adresse ${stamp}`)
    await expect(filters.getByLabel('Origine')).toHaveValue('contact')
    await expect(page.getByRole('row')).toHaveCount(2)
    await expect(page.getByRole('complementary', { name: `Lead de ${name}` })).toBeVisible()
  }
  await page.reload()
  await expectSameState()

  // Back closes the panel, Forward opens it again; Back again undoes the search.
  await page.goBack()
  await expect(panel).toBeHidden()
  await expect(page.getByRole('searchbox')).toHaveValue(`adresse ${stamp}`)
  await page.goForward()
  await expect(panel).toBeVisible()
  await panel.getByRole('button', { name: 'Fermer' }).click()
  await expect(panel).toBeHidden()
  await page.goBack()
  await expect(panel).toBeVisible()

  // A colleague's browser, given the link: signing in leads to it.
  const link = page.url()
  const colleague = await page.context().browser()!.newContext()
  const other = await colleague.newPage()
  await other.goto(link)
  await expect(other).toHaveURL(/\/admin\/login\?redirect=/)
  await other.getByLabel('E-mail', { exact: false }).first().fill(devAdmin().email)
  await other.locator('#field-password').fill(devAdmin().password)
  await other.getByRole('button', { name: 'Se connecter' }).click()
  await expect(other).toHaveURL(link)
  await expect(other.getByRole('searchbox')).toHaveValue(`adresse ${stamp}`)
  await expect(other.getByRole('complementary', { name: `Lead de ${name}` })).toBeVisible()
  await colleague.close()

  // The page, too (26 leads at least make a page 2).
  for (let index = 0; index < 26; index++) await sendLead(request, '198.51.100.22', { name: `Page ${stamp} ${index}` })
  await page.goto('/admin/dashboard?page=2')
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('Page 2 sur')
  await page.getByRole('button', { name: 'Précédent' }).click()
  await expect(page).toHaveURL(/\/admin\/dashboard(\?|$)/)
  await page.goBack()
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toContainText('Page 2 sur')
})

test('"Déjà connu" says how many other leads the person sent, with their statuses, and opens them', async ({ page, request }) => {
  const stamp = Date.now()
  const phone = `07 11 ${String(stamp)
    .slice(-6)
    .replace(/(\d\d)(?=\d)/g, '$1 ')}`
  const first = await sendLead(request, '198.51.100.23', { name: `Premier ${stamp}`, phone })
  await sendLead(request, '198.51.100.23', { name: `Second ${stamp}`, phone: phone.replace(/ /g, '') })
  await openSignedIn(page, devAdmin())
  await page
    .getByRole('row')
    .filter({ hasText: `Second ${stamp}` })
    .getByRole('button', { name: 'Voir' })
    .click()
  const known = page.getByRole('region', { name: 'Déjà connu' })
  await expect(known).toContainText('1 autre lead avec le même e-mail ou le même téléphone')
  await expect(known.getByRole('listitem')).toHaveCount(1)
  await expect(known.getByRole('listitem')).toContainText('Contact')
  await expect(known.getByRole('listitem')).toContainText('Nouveau')
  // Who has it: the returning customer's leads go to one owner, named here.
  await expect(known.getByRole('listitem')).toContainText(/suivi par \S|non attribué/)
  await known.getByRole('link', { name: /^Lead du / }).click()
  await expect(page.getByRole('complementary', { name: `Lead de Premier ${stamp}` })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`lead=${first}$`))
  // From the first lead, the later one is known too (and cannot take it in: merges go into the earlier lead).
  const later = page.getByRole('region', { name: 'Déjà connu' })
  await expect(later).toContainText('1 autre lead avec le même e-mail ou le même téléphone')
  await expect(later.getByRole('listitem')).toHaveCount(1)
  await expect(later.getByRole('button', { name: 'Fusionner dans ce lead' })).toHaveCount(0)
})

test('on a 390 px phone: no sideways scroll, rows as cards with a phone link, and the panel in view with the lead’s source', async ({
  browser,
  baseURL,
  request,
}) => {
  const stamp = Date.now()
  const name = `Mobile ${stamp}`
  // Enough leads for a row far below the first screen.
  for (let index = 0; index < 8; index++) await sendLead(request, '198.51.100.24', { name: `Remplissage ${stamp} ${index}` })
  await sendLead(request, '198.51.100.24', {
    name,
    phone: '06 98 76 54 32',
    source: {
      page: '/etude-gratuite',
      referrer: 'https://www.google.fr/',
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: `combles-${stamp}`,
    },
  })
  const longName = `Marie-Christine de La Rochefoucauld-Vandenberghe ${stamp}`
  const seller = await request.post('/api/users', {
    headers: await adminHeaders(request),
    data: {
      email: `longue.${stamp}@combles-nord.fr`,
      password: 'mot-de-passe-commercial-1',
      name: longName,
      role: 'sales',
      receivesLeads: false,
    },
  })
  expect(seller.status()).toBe(201)
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'fr-FR' })
  const page = await context.newPage()
  await openSignedIn(page, devAdmin())
  const rows = page.locator('tr[data-lead-id]')
  await expect(rows.first()).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  const row = rows.filter({ hasText: name })
  await expect(row.getByRole('link', { name: '06 98 76 54 32' })).toHaveAttribute('href', 'tel:0698765432')

  // A row far down the list: the panel opens in view.
  const lower = rows.last()
  await lower.scrollIntoViewIfNeeded()
  await lower.getByRole('button', { name: 'Voir' }).click()
  await expect(page.getByRole('complementary', { name: /^Lead de / })).toBeInViewport()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page
    .getByRole('complementary', { name: /^Lead de / })
    .getByRole('button', { name: 'Fermer' })
    .click()

  await row.getByRole('button', { name: 'Voir' }).click()
  const panel = page.getByRole('complementary', { name: `Lead de ${name}` })
  await expect(panel).toBeInViewport()
  // The owner list holds a salesperson with a long name (who takes no new leads): the panel keeps the screen's width.
  await expect(panel.getByLabel('Responsable').getByRole('option', { name: new RegExp(longName) })).toHaveCount(1)
  expect((await panel.boundingBox())!.width).toBeLessThanOrEqual(390)
  await expect(panel.getByRole('button', { name: 'Fermer' })).toBeInViewport({ ratio: 1 })
  const source = panel.getByRole('region', { name: 'Provenance' })
  await expect(source).toContainText('/etude-gratuite')
  await expect(source).toContainText('https://www.google.fr/')
  await expect(source).toContainText(`combles-${stamp}`)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await context.close()
})

test('on a wide screen the panel opened from a row far down the list is in view', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await openSignedIn(page, devAdmin())
  const lower = page.locator('tr[data-lead-id]').last()
  await lower.scrollIntoViewIfNeeded()
  await lower.getByRole('button', { name: 'Voir' }).click()
  await expect(page.getByRole('complementary', { name: /^Lead de / })).toBeInViewport()
  await expect(page.getByRole('table').getByRole('link').first()).toHaveAttribute('href', /^tel:/)
})
