import { readFileSync } from 'node:fs'
import { expect, test, type APIRequestContext } from '@playwright/test'
import { devAdmin, openSignedIn } from './helpers'
import { e2eDatabaseClient } from './e2eDatabaseClient'
import { fillContact, freeStudyAtticAnswers, next, openForm, uniqueEmail, useOwnAddress } from './forms-helpers'
import { parseIcs, property, type IcsComponent } from './icsParse'
import { openMailbox, type Mail } from './mailbox'
import { mimeParts } from './mimeParts'

// A visitor on a phone, in the company's time zone.
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Europe/Paris' })

let seller: { id: number; email: string }
let mailbox: Awaited<ReturnType<typeof openMailbox>>

async function createSalesperson(request: APIRequestContext, name = 'Lucie Delattre') {
  const login = await request.post('/api/users/login', { data: devAdmin() })
  const { token } = (await login.json()) as { token: string }
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@combles-nord.fr`
  const created = await request.post('/api/users', {
    data: { email, password: 'mot-de-passe-commercial-1', name, role: 'sales', departments: ['80'] },
    headers: { Authorization: `JWT ${token}` },
  })
  expect(created.status()).toBe(201)
  return { id: ((await created.json()) as { doc: { id: number } }).doc.id, email }
}

/** The calendar invitation of an e-mail, parsed; its VEVENT. */
function invitationOf(mail: Mail): { calendar: IcsComponent; event: IcsComponent } {
  const part = mimeParts(mail.raw).find((candidate) => candidate.contentType === 'text/calendar')
  if (!part) throw new Error(`no text/calendar part in "${mail.subject}"`)
  const calendar = parseIcs(part.body)
  const event = calendar.components.find((component) => component.name === 'VEVENT')
  if (!event) throw new Error('no VEVENT in the invitation')
  return { calendar, event }
}

const textOf = (mail: Mail) => mimeParts(mail.raw).find((part) => part.contentType === 'text/plain')?.body ?? ''

async function mailTo(address: string, subject: RegExp): Promise<Mail> {
  await expect
    .poll(() => mailbox.mails.some((mail) => mail.to.includes(address) && subject.test(mail.subject)), { timeout: 60_000 })
    .toBe(true)
  return mailbox.mails.find((mail) => mail.to.includes(address) && subject.test(mail.subject))!
}

/** "20261201T090000": a slot's start as the invitation writes it, Paris time. */
const parisDateTime = (iso: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'medium' })
    .format(new Date(iso))
    .replace(/[-:]/g, '')
    .replace(' ', 'T')

test.beforeAll(async ({ request }) => {
  // Only this file's salesperson takes visits (and leads) in the Somme.
  const client = await e2eDatabaseClient()
  try {
    await client.query(`update users set receives_leads = false where role = 'sales'`)
  } finally {
    await client.end()
  }
  seller = await createSalesperson(request)
  mailbox = await openMailbox()
})

test.afterAll(async () => mailbox?.close())

test.beforeEach(async ({ page }) => useOwnAddress(page))

test('free study → slots → one tap books → confirmation; invitations by e-mail; the cancel link frees the slot', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('visite')
  await openForm(page, '/etude-gratuite')
  await freeStudyAtticAnswers(page)
  await page.getByLabel('60 000 € - 80 000 €').check()
  await page.getByLabel('Dans les 6 mois').check()
  await next(page).click()
  await fillContact(page, { name: 'Camille Roux', email, phone: uniquePhone('06 98') })
  await page.getByRole('button', { name: 'Recevoir mon étude' }).click()
  await expect(page).toHaveURL(/\/etude-gratuite\/resultats$/, { timeout: 60_000 })

  await page.getByRole('link', { name: 'Choisir un créneau pour votre visite gratuite' }).click()
  await expect(page).toHaveURL(/\/visite\?token=/)
  await expect(page.getByRole('heading', { level: 1, name: 'Choisir un créneau pour votre visite gratuite' })).toBeFocused()
  const token = new URL(page.url()).searchParams.get('token')!
  const offered = (await (await request.get(`/api/appointments/slots?token=${encodeURIComponent(token)}`)).json()) as { slots: string[] }
  const start = offered.slots[0]!
  // Days as headings, times as buttons, all within 390 px.
  const firstDay = page.getByRole('heading', { level: 2 }).first()
  await expect(firstDay).toBeVisible()
  const firstSlot = page.getByRole('button', { name: /^\d\d:\d\d, / }).first()
  const box = await firstSlot.boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(390)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  // Keyboard: the slot is reached with Tab and chosen with Enter; nothing is booked before it is confirmed.
  await firstSlot.focus()
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('form', { name: /^Réserver la visite du .+ ?$/ })
  await expect(confirm.getByRole('heading', { level: 2 })).toBeFocused()
  const notYet = (await (await request.get(`/api/appointments/slots?token=${encodeURIComponent(token)}`)).json()) as { visit: unknown }
  expect(notYet.visit).toBeNull()
  // The lead has no street: the visit's address is asked, its postal code the lead's own; each field says what is missing.
  await expect(confirm.getByText('Code postal\u00a0: 80000')).toBeVisible()
  await confirm.getByRole('button', { name: 'Confirmer la visite' }).click()
  await expect(confirm.getByText('Indiquez le numéro et la rue de votre logement')).toBeVisible()
  await expect(confirm.getByText('Indiquez la ville de votre logement')).toBeVisible()
  await confirm.getByLabel('Ville').fill('Amiens')
  await confirm.getByRole('button', { name: 'Confirmer la visite' }).click()
  await expect(confirm.getByText('Indiquez la ville de votre logement')).toHaveCount(0)
  await expect(confirm.getByLabel('Ville')).toHaveValue('Amiens')
  await confirm.getByLabel('Adresse (numéro et rue)').fill('12 rue des Lilas')
  await confirm.getByRole('button', { name: 'Confirmer la visite' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'Votre visite gratuite est réservée' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Lucie, de l’équipe Combles & Extensions du Nord')).toBeVisible()
  await expect(page.getByText('Delattre')).toHaveCount(0)
  await expect(page.getByTestId('visit-where')).toHaveText('Chez vous, 12 rue des Lilas, 80000 Amiens')
  await expect(page.getByText(/accès aux combles/)).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: /^0\d( \d\d){4}$/ })).toHaveAttribute('href', /^tel:0\d{9}$/)
  // Add to one's calendar: Google Calendar's page filled in, or a file with the invitations' UID (below).
  const google = new URL((await page.getByRole('link', { name: 'Ajouter à Google Agenda' }).getAttribute('href')) ?? '')
  expect(google.host).toBe('calendar.google.com')
  expect(google.searchParams.get('location')).toBe('Chez vous, 12 rue des Lilas, 80000 Amiens')
  const downloading = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Ajouter à mon agenda (.ics)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('visite-gratuite.ics')
  const file = parseIcs(readFileSync((await download.path())!, 'utf8'))
  expect(property(file, 'METHOD')?.value).toBe('PUBLISH')
  const fileEvent = file.components.find((component) => component.name === 'VEVENT')!
  expect(property(fileEvent, 'DTSTART')?.value).toBe(parisDateTime(start))

  // Moving shows the visit as it stands, and keeps it if asked.
  await page.getByRole('button', { name: 'Déplacer la visite' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Déplacer votre visite gratuite' })).toBeVisible()
  await expect(page.getByTestId('current-visit')).toContainText('Votre visite actuelle')
  await page.getByRole('button', { name: 'Garder ce créneau' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Votre visite gratuite est réservée' })).toBeVisible()

  const client = await e2eDatabaseClient()
  try {
    const { rows: leads } = await client.query<{ id: number; owner_id: number; next_action_type: string; next_action_due_at: Date }>(
      'select id, owner_id, next_action_type, next_action_due_at from leads where email = $1',
      [email],
    )
    expect(leads[0]).toMatchObject({ owner_id: seller.id, next_action_type: 'visit', next_action_due_at: new Date(start) })
    const { rows: history } = await client.query<{ field: string; after: string }>(
      'select field, after from lead_changes where lead_id = $1 order by id',
      [leads[0]!.id],
    )
    expect(history.map((entry) => entry.field)).toContain('nextAction')
    expect(history.at(-1)?.after).toMatch(/^Visite technique le .* \(Visite réservée en ligne par le visiteur\)$/)
    // The salesperson sees in the lead's panel where to go.
    const staff = await browser.newPage()
    await openSignedIn(staff, devAdmin(), `/admin/dashboard?lead=${leads[0]!.id}`)
    await expect(staff.getByTestId('lead-address')).toHaveText('Adresse\u00a0: 12 rue des Lilas, 80000 Amiens')
    await staff.close()
  } finally {
    await client.end()
  }

  const visitorMail = await mailTo(email, /^Votre visite gratuite est réservée/)
  const sellerMail = await mailTo(seller.email, /^Visite réservée en ligne/)
  const { calendar, event } = invitationOf(visitorMail)
  expect(property(calendar, 'METHOD')?.value).toBe('REQUEST')
  expect(calendar.components.map((component) => component.name)).toEqual(['VTIMEZONE', 'VEVENT'])
  const dtstart = property(event, 'DTSTART')!
  expect(dtstart.params.TZID).toBe('Europe/Paris')
  expect(dtstart.value).toBe(parisDateTime(start))
  expect(property(event, 'SEQUENCE')?.value).toBe('0')
  const uid = property(event, 'UID')!.value
  expect(uid).toMatch(/^visite-\d+@combles-nord\.fr$/)
  expect(property(invitationOf(sellerMail).event, 'UID')?.value).toBe(uid)
  expect(property(fileEvent, 'UID')?.value).toBe(uid)
  expect(property(event, 'LOCATION')?.value).toBe('Domicile de Camille Roux\\, 12 rue des Lilas\\, 80000 Amiens')
  expect(textOf(sellerMail)).toContain('Adresse\u202f: 12 rue des Lilas, 80000 Amiens')

  // The visitor's link, without an account: cancel, and the slot is free again.
  const link = /https?:\/\/\S+\/visite\?token=\S+/.exec(textOf(visitorMail))?.[0]
  expect(link).toBeDefined()
  await page.goto(link!)
  await expect(page.getByRole('heading', { level: 1, name: 'Votre visite gratuite est réservée' })).toBeVisible()
  // Cancelling asks first; « Non » keeps the visit.
  await page.getByRole('button', { name: 'Annuler la visite' }).click()
  await expect(page.getByText(/^Annuler la visite du .+ ?$/)).toBeFocused()
  await page.getByRole('button', { name: 'Non, garder ma visite' }).click()
  await expect(page.getByRole('button', { name: 'Annuler la visite' })).toBeFocused()
  await page.getByRole('button', { name: 'Annuler la visite' }).click()
  await page.getByRole('button', { name: 'Oui, annuler la visite' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Votre visite est annulée' })).toBeVisible()
  const again = (await (await request.get(`/api/appointments/slots?token=${encodeURIComponent(token)}`)).json()) as { slots: string[] }
  expect(again.slots).toContain(start)

  const cancelled = invitationOf(await mailTo(email, /^Votre visite gratuite est annulée/))
  expect(property(cancelled.calendar, 'METHOD')?.value).toBe('CANCEL')
  expect(property(cancelled.event, 'UID')?.value).toBe(uid)
  expect(property(cancelled.event, 'SEQUENCE')?.value).toBe('1')
})

test('the contact form’s thank-you page offers the visit too, and its link opens the lead’s slots', async ({ page, request }) => {
  const email = uniqueEmail('visite-contact')
  await openForm(page, '/contact')
  await fillContact(page, { name: 'Paul Lefort', email, phone: '06 11 22 33 44', postalCode: '80090' })
  await page.getByLabel(/Votre message/).fill('Bonjour, une visite pour nos combles ?')
  await page.getByRole('button', { name: 'Envoyer mon message' }).click()
  await expect(page).toHaveURL(/\/contact\/merci$/, { timeout: 30_000 })
  await page.getByRole('link', { name: 'Choisir un créneau pour votre visite gratuite' }).click()
  await expect(page).toHaveURL(/\/visite\?token=/)
  const token = new URL(page.url()).searchParams.get('token')!
  expect((await request.get(`/api/appointments/slots?token=${encodeURIComponent(token)}`)).status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Choisir un créneau pour votre visite gratuite' })).toBeVisible()
})

/** A phone number of its own ('06 55' then six digits of the time): each test's customer is a new one. */
const uniquePhone = (prefix: string) =>
  `${prefix} ${String(Date.now() % 1_000_000)
    .padStart(6, '0')
    .replace(/(\d\d)(?=\d)/g, '$1 ')}`

/** A Phénix lead sent from the Somme (this file's salesperson's), and its booking token. */
async function somme(request: APIRequestContext, name: string, email: string, phone: string) {
  const sent = await request.post('/api/leads/submit', {
    data: {
      formOrigin: 'combles-maison-phenix',
      answers: { name, email, phone, postalCode: '80000' },
      source: {
        page: '/amenagement-combles-maison-phenix',
        referrer: '',
        utmSource: '',
        utmMedium: '',
        utmCampaign: '',
        utmTerm: '',
        utmContent: '',
      },
      marketingConsent: false,
      website: '',
    },
  })
  expect(sent.status()).toBe(201)
  return (await sent.json()) as { id: number; bookingToken: string }
}

test('staff cancel a visit from the calendar with its reason: the visitor is told, the slot is free, the history says why', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('visite-annulee')
  const name = `Hélène Carpentier ${Date.now() % 1_000_000}`
  const lead = await somme(request, name, email, uniquePhone('06 55'))
  const token = encodeURIComponent(lead.bookingToken)
  const { slots } = (await (await request.get(`/api/appointments/slots?token=${token}`)).json()) as { slots: string[] }
  const start = slots[0]!
  expect(
    (
      await request.post('/api/appointments', {
        data: { token: lead.bookingToken, start, address: { street: '5 rue des Jacobins', town: 'Amiens' } },
      })
    ).status(),
  ).toBe(201)

  await openSignedIn(page, devAdmin(), `/admin/visites?semaine=${start.slice(0, 10)}`)
  const cancelling = page.getByRole('listitem').filter({ hasText: name }).getByRole('form', { name: 'Annuler la visite' })
  await cancelling.getByRole('button', { name: 'Annuler la visite' }).click()
  await expect(cancelling.getByRole('status')).toHaveText(/Indiquez le motif/)
  await cancelling.getByLabel('Motif d’annulation').fill('Commercial souffrant')
  await cancelling.getByRole('button', { name: 'Annuler la visite' }).click()
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0)

  const again = (await (await request.get(`/api/appointments/slots?token=${token}`)).json()) as { slots: string[] }
  expect(again.slots).toContain(start)
  const mail = await mailTo(email, /^Votre visite gratuite est annulée/)
  expect(textOf(mail)).toMatch(/\/visite\?token=/)
  const client = await e2eDatabaseClient()
  try {
    const { rows } = await client.query<{ status: string; cancellation_reason: string | null }>(
      'select status, cancellation_reason from visits where lead_id = $1',
      [lead.id],
    )
    expect(rows).toEqual([{ status: 'cancelled', cancellation_reason: 'Commercial souffrant' }])
    const { rows: history } = await client.query<{ after: string }>('select after from lead_changes where lead_id = $1 order by id', [
      lead.id,
    ])
    expect(history.at(-1)?.after).toMatch(/visite annulée par l’équipe\u00a0: Commercial souffrant/)
  } finally {
    await client.end()
  }
})

test('an admin hands a salesperson’s open leads to a colleague from the account’s screen', async ({ page, request }) => {
  const leaving = await createSalesperson(request, 'Marc Vasseur')
  // The leads arrive while only the one leaving takes the Somme's, then the colleague joins.
  const client = await e2eDatabaseClient()
  try {
    await client.query('update users set receives_leads = (id = $1) where role = $2', [leaving.id, 'sales'])
  } finally {
    await client.end()
  }
  const first = await somme(request, 'Anne Passation', uniqueEmail('passation'), uniquePhone('06 12'))
  const second = await somme(request, 'Bruno Passation', uniqueEmail('passation'), uniquePhone('07 12'))
  const colleague = await createSalesperson(request, 'Inès Colleague')

  await openSignedIn(page, devAdmin(), `/admin/collections/users/${leaving.id}`)
  const handover = page.getByRole('region', { name: 'Passation' })
  await handover.getByLabel('Confier à').selectOption({ label: 'Inès Colleague' })
  await handover.getByRole('button', { name: 'Confier ses leads ouverts' }).click()
  await expect(handover.getByRole('status')).toHaveText('2 leads ouverts confiés à Inès Colleague.')

  const check = await e2eDatabaseClient()
  try {
    const { rows } = await check.query<{ owner_id: number }>('select owner_id from leads where id = any($1::int[])', [
      [first.id, second.id],
    ])
    expect(rows.map((row) => row.owner_id)).toEqual([colleague.id, colleague.id])
  } finally {
    await check.end()
  }
})

test('a salesperson subscribes their phone to their calendar address, and renews it', async ({ page, request, browser, baseURL }) => {
  const signedIn = await page.request.post('/api/users/login', { data: { email: seller.email, password: 'mot-de-passe-commercial-1' } })
  expect(signedIn.ok()).toBe(true)
  const { token } = (await signedIn.json()) as { token: string }
  const me = (await (await request.get('/api/users/me', { headers: { Authorization: `JWT ${token}` } })).json()) as {
    user: { calendarFeed?: string }
  }
  const address = me.user.calendarFeed!
  expect(address).toMatch(new RegExp(`/api/agenda/${seller.id}-[\\w-]{43}\\.ics$`))
  const feed = await request.get(new URL(address).pathname)
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  expect(await feed.text()).toContain('X-WR-CALNAME:Mes visites – Lucie Delattre')

  await page.goto('/admin/account')
  await expect(page.getByLabel('Agenda sur le téléphone')).toHaveValue(address)
  await page.getByRole('button', { name: 'Renouveler l’adresse' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Nouvelle adresse' })).toBeVisible()
  await expect(page.getByLabel('Agenda sur le téléphone')).not.toHaveValue(address)
  expect((await request.get(new URL(address).pathname)).status()).toBe(404)

  // Nobody else is given it, an admin included.
  const context = await browser.newContext({ baseURL })
  try {
    const admin = await context.newPage()
    await openSignedIn(admin, devAdmin(), `/admin/collections/users/${seller.id}`)
    await expect(admin.getByLabel('Agenda sur le téléphone')).toHaveValue('')
  } finally {
    await context.close()
  }
})

test('a salesperson’s weekly hours and days off read as days and dates in the account’s form', async ({ page, request }) => {
  const login = await request.post('/api/users/login', { data: devAdmin() })
  const { token } = (await login.json()) as { token: string }
  const saved = await request.patch(`/api/users/${seller.id}`, {
    data: { availability: { daysOff: [{ from: '2027-05-08' }, { from: '2027-12-24', to: '2028-01-02' }] } },
    headers: { Authorization: `JWT ${token}` },
  })
  expect(saved.status()).toBe(200)
  await openSignedIn(page, devAdmin(), `/admin/collections/users/${seller.id}`)
  await expect(page.getByText('Lundi, 09:00 – 12:00', { exact: true })).toBeVisible()
  await expect(page.getByText('Vendredi, 14:00 – 18:00', { exact: true })).toBeVisible()
  await expect(page.getByText(/^Plage horaire \d/)).toHaveCount(0)
  // Each day's list shows the day's name, never its number.
  const days = await page.locator('.rs__single-value').allTextContents()
  expect(days).toContain('Lundi')
  expect(days.filter((text) => /^\d+$/.test(text.trim()))).toEqual([])
  await expect(page.getByText('Le 8 mai 2027', { exact: true })).toBeVisible()
  await expect(page.getByText('Du 24 décembre 2027 au 2 janvier 2028', { exact: true })).toBeVisible()
})

test('a lead from outside the départements served is offered no slot, only the call back', async ({ page, request }) => {
  const sent = await request.post('/api/leads/submit', {
    headers: { 'x-forwarded-for': '198.51.100.131' },
    data: {
      formOrigin: 'combles-maison-phenix',
      answers: { name: 'Marius Olivier', email: uniqueEmail('marseille'), phone: '04 91 00 00 00', postalCode: '13001' },
      source: { page: '/amenagement-combles-maison-phenix' },
    },
  })
  expect(sent.status()).toBe(201)
  const { bookingToken } = (await sent.json()) as { bookingToken: string }
  await page.goto(`/visite?token=${encodeURIComponent(bookingToken)}`)
  await expect(page.getByText('Nous n’intervenons pas dans votre département')).toBeVisible()
  await expect(page.getByRole('button', { name: /^\d\d:\d\d, / })).toHaveCount(0)
})
