import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { eraseLead } from '@/leads/collections/Leads/endpoints/eraseLead'
import { acceptSubmission } from '@/leads/intake/acceptSubmission'
import { verifyBookingToken } from '@/appointments/rules/bookingToken'
import { createStaff } from '../harness/actors'
import { emailsSentWhile } from '../harness/emailsSentWhile'
import { getTestPayload } from '../harness/payload'
import { sampleAnswers } from '../harness/sampleAnswers'

let payload: Payload

const submitContact = async (email: string) => {
  const outcome = await acceptSubmission(
    payload,
    {
      body: JSON.stringify({ formOrigin: 'contact', answers: { ...sampleAnswers.contact, email } }),
      contentType: 'application/json',
      ip: `192.0.2.${Math.floor(Math.random() * 250)}`,
    },
    { max: 1000, windowSeconds: 600 },
  )
  expect(outcome.status).toBe(201)
  return (outcome.body as { id: number }).id
}

const jobFor = async (leadId: number, taskSlug: 'notifyStaffOfLead' | 'sendLeadReceipt' = 'notifyStaffOfLead') =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: taskSlug } },
      limit: 1000,
      overrideAccess: true,
    })
  ).docs.find((job) => (job.input as { leadId?: number }).leadId === leadId)

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('the visitor’s receipt', () => {
  it('is queued with a lead sent from the site and e-mails the visitor their request in words and a booking link that works', async () => {
    const email = `accuse.${Date.now()}@example.fr`
    const id = await submitContact(email)
    const job = await jobFor(id, 'sendLeadReceipt')
    expect(job).toMatchObject({ queue: 'mail', completedAt: null })
    const sent = await emailsSentWhile<{ to: string; subject: string; text: string }>(payload, () =>
      payload.jobs.runByID({ id: job!.id }).then(() => undefined),
    )
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: email, subject: expect.stringMatching(/^Votre demande à .+ est bien reçue$/) })
    expect(sent[0]!.text).toContain(`Bonjour ${sampleAnswers.contact.name},`)
    expect(sent[0]!.text).toContain('« Contact »')
    const token = decodeURIComponent(/\/visite\?token=(\S+)/.exec(sent[0]!.text)![1]!)
    const grant = verifyBookingToken(payload.secret, token)
    expect(grant?.leadId).toBe(id)
    expect(grant!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 86_400_000)
  })

  it('is not queued for a lead staff enter themselves', async () => {
    const created = await payload.create({
      collection: slugs.leads,
      data: { formOrigin: 'contact', name: 'Saisi par l’équipe', email: `equipe.${Date.now()}@example.fr`, status: 'new' },
      overrideAccess: true,
    })
    expect(await jobFor(created.id, 'sendLeadReceipt')).toBeUndefined()
  })
})

describe('staff e-mail on a new lead', () => {
  it('is queued with the lead, and a failing mail is retried without touching the lead', async () => {
    const id = await submitContact(`mail.${Date.now()}@example.fr`)
    expect(await jobFor(id)).toMatchObject({ completedAt: null })

    const sent: unknown[] = []
    const realSend = payload.sendEmail
    payload.sendEmail = async () => {
      throw new Error('SMTP indisponible')
    }
    const queued = await jobFor(id)
    await payload.jobs.runByID({ id: queued!.id })
    const failed = await jobFor(id)
    expect(failed).toMatchObject({ hasError: false, completedAt: null })
    expect(failed?.totalTried).toBe(1)
    expect(new Date(failed!.waitUntil!).getTime()).toBeGreaterThan(Date.now())
    expect((await payload.findByID({ collection: slugs.leads, id, overrideAccess: true })).status).toBe('new')
    // The back-off has passed:
    await payload.update({
      collection: 'payload-jobs',
      id: failed!.id,
      data: { waitUntil: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })

    payload.sendEmail = async (message) => {
      sent.push(message)
      return undefined
    }
    await payload.jobs.runByID({ id: queued!.id })
    payload.sendEmail = realSend
    expect(sent).toHaveLength(1)
    // A completed job is removed from the queue.
    expect(await jobFor(id)).toBeUndefined()
    expect(sent[0]).toMatchObject({ subject: expect.stringContaining('Nouveau lead (Contact)') })
  })
})

describe('retention', () => {
  it('anonymises leads whose last contact is over three years old, and only those', async () => {
    const old = await submitContact(`ancien.${Date.now()}@example.fr`)
    const recent = await submitContact(`recent.${Date.now()}@example.fr`)
    const fourYearsAgo = new Date(Date.now() - 4 * 365 * 86_400_000).toISOString()
    await payload.update({ collection: slugs.leads, id: old, data: { lastContactAt: fourYearsAgo }, overrideAccess: true })
    await payload.create({
      collection: slugs.leadNotes,
      data: { lead: old, content: 'Madame Durand, rappeler le soir.' },
      overrideAccess: true,
    })

    await payload.jobs.queue({ task: 'anonymiseExpiredLeads', input: {}, queue: 'nightly' })
    await payload.jobs.run({ queue: 'nightly' })

    const erased = await payload.findByID({ collection: slugs.leads, id: old, overrideAccess: true, depth: 1 })
    expect(erased).toMatchObject({ name: 'Anonymisé', phone: '', message: '', formData: null })
    expect(erased.email).toMatch(/@invalid\.invalid$/)
    expect(erased.anonymisedAt).toBeTruthy()
    const notes = await payload.find({ collection: slugs.leadNotes, where: { lead: { equals: old } }, overrideAccess: true })
    expect(notes.docs.map((note) => note.content)).toEqual(['Note effacée (anonymisation).'])
    const kept = await payload.findByID({ collection: slugs.leads, id: recent, overrideAccess: true })
    expect(kept.name).toBe('Claire Martin')
  })
})

describe('erasure on request', () => {
  it('lets an admin erase a lead’s personal data, and nobody else', async () => {
    const id = await submitContact(`effacer.${Date.now()}@example.fr`)
    const staff = await createStaff(payload)
    const call = (user: unknown) => eraseLead.handler({ payload, user, routeParams: { id: String(id) } } as unknown as PayloadRequest)
    expect((await call(staff.sales)).status).toBe(403)
    expect((await call(undefined)).status).toBe(403)
    expect((await payload.findByID({ collection: slugs.leads, id, overrideAccess: true })).name).toBe('Claire Martin')
    expect((await call(staff.admin)).status).toBe(200)
    expect(await payload.findByID({ collection: slugs.leads, id, overrideAccess: true })).toMatchObject({ name: 'Anonymisé', phone: '' })
  })
})
