import { expect, test } from '@playwright/test'
import { chooseOption } from './cms-helpers'
import { devAdmin, signIn } from './helpers'
import { adminToken } from './adminToken'
import { openMailbox, type Mail } from './mailbox'

/**
 * A lead is created the same way whichever door it comes through: the site's form, the REST API as an
 * admin, the admin's create view. Each gets an owner, its owner's history entry, the staff e-mail, the
 * owner's e-mail and exactly one live event on open dashboards.
 */
type Created = { id: number; name: string }

/**
 * The ids of the `lead` events the stream delivers while the test runs, as a dashboard receives them. `ready`
 * resolves once the stream has read the newest lead's id (its first `id:` frame, or its `retry:` frame when
 * there is no lead yet): a lead committed before that is in the list a dashboard loads, not on its stream.
 */
function listenToStream(baseURL: string, token: string) {
  const ids: number[] = []
  const controller = new AbortController()
  let markReady = () => {}
  const ready = new Promise<void>((resolve) => (markReady = resolve))
  void (async () => {
    const response = await fetch(`${baseURL}/api/leads/stream`, { headers: { Authorization: `JWT ${token}` }, signal: controller.signal })
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    let buffered = ''
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      buffered += value
      const frames = buffered.split('\n\n')
      buffered = frames.pop() ?? ''
      for (const frame of frames) {
        if (/^id: \d+$/.test(frame)) markReady()
        // No lead in the database: no id frame follows the retry frame.
        if (frame.startsWith('retry:')) setTimeout(markReady, 1000)
        const id = /^id: (\d+)\nevent: lead\n/m.exec(frame)?.[1]
        if (id) ids.push(Number(id))
      }
    }
  })().catch(() => {})
  return { ids, ready, close: () => controller.abort() }
}

test('a lead from the form, the REST API and the admin each get an owner, a history entry, both e-mails and one live event', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000)
  const token = await adminToken(request)
  const asAdmin = { Authorization: `JWT ${token}` }
  const seller = await request.post('/api/users', {
    data: {
      email: `creation.${Date.now()}@combles-nord.fr`,
      password: 'mot-de-passe-commercial-1',
      name: 'Camille Création',
      role: 'sales',
    },
    headers: asAdmin,
  })
  expect(seller.status()).toBe(201)
  expect((await request.post('/api/globals/lead-assignment', { data: { rule: 'round-robin' }, headers: asAdmin })).status()).toBe(200)

  const mailbox = await openMailbox()
  const stream = listenToStream(baseURL!, token)
  try {
    await stream.ready
    const stamp = Date.now()
    const created: Created[] = []

    const fromForm = `Formulaire ${stamp}`
    const submitted = await request.post('/api/leads/submit', {
      headers: { 'x-forwarded-for': '198.51.100.70' },
      data: {
        formOrigin: 'contact',
        answers: { name: fromForm, email: `form.${stamp}@example.fr`, phone: '06 12 34 56 78', message: 'Par le site' },
      },
    })
    expect(submitted.status()).toBe(201)
    created.push({ id: ((await submitted.json()) as { id: number }).id, name: fromForm })

    const fromApi = `Api ${stamp}`
    const posted = await request.post('/api/leads', {
      headers: asAdmin,
      data: { formOrigin: 'contact', name: fromApi, email: `api.${stamp}@example.fr`, phone: '06 12 34 56 79' },
    })
    expect(posted.status()).toBe(201)
    created.push({ id: ((await posted.json()) as { doc: { id: number } }).doc.id, name: fromApi })

    const fromAdmin = `Admin ${stamp}`
    await signIn(page, devAdmin())
    await expect(page).toHaveURL(/\/admin\/dashboard$/)
    await page.goto('/admin/collections/leads/create')
    await chooseOption(page, '#field-formOrigin', 'Contact')
    await page.getByLabel('Nom').fill(fromAdmin)
    await page.getByLabel('E-mail').fill(`admin.${stamp}@example.fr`)
    await page.getByRole('button', { name: 'Sauvegarder', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/leads\/\d+/)
    created.push({ id: Number(/leads\/(\d+)/.exec(page.url())?.[1]), name: fromAdmin })

    for (const lead of created) {
      const read = await request.get(`/api/leads/${lead.id}?depth=1`, { headers: asAdmin })
      const doc = (await read.json()) as { owner: { id: number; email: string } | null }
      expect(doc.owner, `${lead.name}: owner`).not.toBeNull()
      const history = await request.get(`/api/lead-changes?where[lead][equals]=${lead.id}&where[field][equals]=owner&depth=0`, {
        headers: asAdmin,
      })
      expect(((await history.json()) as { totalDocs: number }).totalDocs, `${lead.name}: history`).toBe(1)
      const mailsOf = (subject: RegExp) => mailbox.mails.filter((mail: Mail) => subject.test(mail.subject))
      // The job queue runs every 5 s.
      await expect.poll(() => mailsOf(new RegExp(`^Nouveau lead \\(Contact\\) : ${lead.name}$`)).length, { timeout: 30_000 }).toBe(1)
      await expect
        .poll(() => mailsOf(new RegExp(`^Lead attribué : ${lead.name} `)).map((mail) => mail.to), { timeout: 30_000 })
        .toEqual([[doc.owner!.email]])
    }
    // Each lead announced once on the open stream (its heartbeat's catch-up included).
    await expect.poll(() => created.map((lead) => stream.ids.filter((id) => id === lead.id).length), { timeout: 30_000 }).toEqual([1, 1, 1])
  } finally {
    stream.close()
    await mailbox.close()
  }
})
