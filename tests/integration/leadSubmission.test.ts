import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { acceptSubmission, MAX_BODY_BYTES, refusals } from '@/leads/intake/acceptSubmission'
import { formOrigins } from '@/rules/formOrigins'
import { getTestPayload } from '../harness/payload'
import { sampleAnswers } from '../harness/sampleAnswers'

let payload: Payload
let ipCounter = 0
const freshIp = () => `203.0.113.${++ipCounter}`
const generous = { max: 1000, windowSeconds: 600 }

const submit = (body: unknown, options: { ip?: string; contentType?: string | null; now?: Date } = {}) =>
  acceptSubmission(
    payload,
    {
      body: typeof body === 'string' ? body : JSON.stringify(body),
      contentType: options.contentType === undefined ? 'application/json' : options.contentType,
      ip: options.ip ?? freshIp(),
      now: options.now,
    },
    generous,
  )

const leadsWithEmail = async (email: string) =>
  (await payload.find({ collection: slugs.leads, where: { email: { equals: email } }, overrideAccess: true })).docs

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('lead submission', () => {
  it.each(formOrigins)('accepts a valid %s form and stores one new lead with its answers, source and proof', async (formOrigin) => {
    const email = `${formOrigin}.${Date.now()}@example.fr`
    const answers = { ...sampleAnswers[formOrigin], email }
    const outcome = await submit({
      formOrigin,
      answers,
      source: { page: `/${formOrigin}`, referrer: 'https://www.google.fr/', utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'combles' },
      marketingConsent: formOrigin === 'contact',
      website: '',
    })
    expect(outcome.status).toBe(201)
    const leads = await leadsWithEmail(email)
    expect(leads).toHaveLength(1)
    const lead = leads[0]!
    expect(lead.id).toBe((outcome.body as { id: number }).id)
    expect(lead).toMatchObject({ formOrigin, status: 'new', suspectedSpam: false, name: 'Claire Martin', phone: '06 12 34 56 78' })
    expect(lead.formData).toMatchObject({ email })
    expect(lead.source).toMatchObject({ page: `/${formOrigin}`, utmSource: 'google', utmCampaign: 'combles' })
    expect(lead.proof?.formVersion).toMatch(new RegExp(`^${formOrigin}-`))
    expect(lead.proof?.submittedAt).toBeTruthy()
    expect(lead.proof?.marketingConsent).toBe(formOrigin === 'contact')
  })

  it('answers 400 with the spec’s French messages per field, and stores nothing', async () => {
    const email = `invalid.${Date.now()}@example`
    const outcome = await submit({ formOrigin: 'contact', answers: { name: ' ', email, phone: '06 12', message: '' } })
    expect(outcome.status).toBe(400)
    expect(outcome.body).toMatchObject({
      errors: {
        name: 'Veuillez saisir votre nom',
        email: 'Veuillez saisir une adresse email valide',
        phone: 'Le numéro doit contenir au moins 10 chiffres',
      },
    })
    expect(await leadsWithEmail(email)).toHaveLength(0)
  })

  it('cannot choose the status nor add fields: unknown fields are refused', async () => {
    const email = `status.${Date.now()}@example.fr`
    const withStatus = await submit({ formOrigin: 'contact', status: 'converted', answers: { ...sampleAnswers.contact, email } })
    expect(withStatus.status).toBe(400)
    const extraAnswer = await submit({ formOrigin: 'contact', answers: { ...sampleAnswers.contact, email, status: 'converted' } })
    expect(extraAnswer.status).toBe(400)
    expect(await leadsWithEmail(email)).toHaveLength(0)
  })

  it('refuses an unknown origin, a non-object and unreadable JSON with 400', async () => {
    expect((await submit({ formOrigin: 'newsletter', answers: {} })).status).toBe(400)
    expect((await submit('[1,2,3]')).status).toBe(400)
    expect((await submit('{"formOrigin": ')).status).toBe(400)
  })

  it('checks the free study per project kind', async () => {
    const answers = { ...sampleAnswers['etude-gratuite'], material: '', budget: 'Moins de 40 000 €' }
    const outcome = await submit({ formOrigin: 'etude-gratuite', answers })
    expect(outcome.status).toBe(400)
    expect(Object.keys((outcome.body as { errors: object }).errors).sort()).toEqual(['budget', 'material'])
  })

  it('answers 413 over the size limit and 415 for another content type', async () => {
    const huge = JSON.stringify({ formOrigin: 'contact', answers: { ...sampleAnswers.contact, message: 'x'.repeat(MAX_BODY_BYTES) } })
    expect((await submit(huge)).status).toBe(413)
    expect((await submit(sampleAnswers.contact, { contentType: 'text/plain' })).status).toBe(415)
    expect((await submit(sampleAnswers.contact, { contentType: null })).status).toBe(415)
  })

  it('stores a lead whose honeypot is filled as invalid and flagged, without losing it', async () => {
    const email = `bot.${Date.now()}@example.fr`
    const outcome = await submit({ formOrigin: 'contact', answers: { ...sampleAnswers.contact, email }, website: 'http://spam.example' })
    expect(outcome.status).toBe(201)
    const [lead] = await leadsWithEmail(email)
    expect(lead).toMatchObject({ status: 'invalid', suspectedSpam: true })
  })

  it('answers a retried sending (same submission id) with the first lead, stored once', async () => {
    const email = `retry.${Date.now()}@example.fr`
    const body = { formOrigin: 'contact', answers: { ...sampleAnswers.contact, email }, submissionId: `${Date.now()}0123456789abcdef` }
    const ip = freshIp()
    const first = await submit(body, { ip })
    const retry = await submit(body, { ip })
    expect(first.status).toBe(201)
    expect(retry).toEqual(first)
    expect(await leadsWithEmail(email)).toHaveLength(1)
    expect((await submit({ ...body, submissionId: 'court' })).status).toBe(400)
  })

  it('answers a replay only to the client that sent it, with the first answer: never a new booking token', async () => {
    const email = `rejeu.${Date.now()}@example.fr`
    const body = { formOrigin: 'contact', answers: { ...sampleAnswers.contact, email }, submissionId: `${Date.now()}rejeu0123456789` }
    const ip = freshIp()
    const sentAt = new Date()
    const first = await submit(body, { ip, now: sentAt })
    expect(first.status).toBe(201)
    // The same client, an hour later: the same lead and the same token (same expiry), not a fresh 7 days.
    expect(await submit(body, { ip, now: new Date(sentAt.getTime() + 3_600_000) })).toEqual(first)
    // Another address: a 409 without the lead's id or any token, and nothing stored.
    const stranger = await submit(body, { ip: freshIp(), now: new Date(sentAt.getTime() + 60_000) })
    expect(stranger).toEqual({ status: 409, body: { message: refusals.replayed } })
    expect(await leadsWithEmail(email)).toHaveLength(1)
  })

  it('counts a phone whose IPv6 address changed within its /64 as the same client of its replay', async () => {
    const email = `rejeu.v6.${Date.now()}@example.fr`
    const body = { formOrigin: 'contact', answers: { ...sampleAnswers.contact, email }, submissionId: `${Date.now()}rejeuv6012345678` }
    const prefix = `2001:db8:${(Date.now() % 65_535).toString(16)}:7`
    const first = await submit(body, { ip: `${prefix}::1` })
    expect(first.status).toBe(201)
    // Privacy addresses rotate inside the line's /64: a retry from the next one is the same visitor.
    expect(await submit(body, { ip: `${prefix}::2` })).toEqual(first)
    expect(await leadsWithEmail(email)).toHaveLength(1)
  })

  it('limits submissions per address: 429 past the limit, exactly, even when they arrive at once', async () => {
    const ip = freshIp()
    const limit = { max: 5, windowSeconds: 600 }
    const body = JSON.stringify({ formOrigin: 'contact', answers: { ...sampleAnswers.contact, email: `burst.${Date.now()}@example.fr` } })
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () => acceptSubmission(payload, { body, contentType: 'application/json', ip }, limit)),
    )
    expect(outcomes.filter((outcome) => outcome.status === 201)).toHaveLength(5)
    expect(outcomes.filter((outcome) => outcome.status === 429)).toHaveLength(7)
    const other = await acceptSubmission(payload, { body, contentType: 'application/json', ip: freshIp() }, limit)
    expect(other.status).toBe(201)
    const nextWindow = new Date(Date.now() + 600_000)
    const later = await acceptSubmission(payload, { body, contentType: 'application/json', ip, now: nextWindow }, limit)
    expect(later.status).toBe(201)
  })

  it('counts invalid sendings against the limit too, answers 429 past it whatever the body, and stores nothing there', async () => {
    const ip = freshIp()
    const limit = { max: 2, windowSeconds: 600 }
    const email = `past.limit.${Date.now()}@example.fr`
    const valid = JSON.stringify({ formOrigin: 'contact', answers: { ...sampleAnswers.contact, email } })
    const send = (body: string) => acceptSubmission(payload, { body, contentType: 'application/json', ip }, limit)
    expect((await send('{"formOrigin":')).status).toBe(400)
    expect((await send(valid)).status).toBe(201)
    expect((await send(valid)).status).toBe(429)
    expect((await send(JSON.stringify({ formOrigin: 'contact', answers: {} }))).status).toBe(429)
    expect(await leadsWithEmail(email)).toHaveLength(1)
  })
})
