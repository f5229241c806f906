import { expect, test } from '@playwright/test'
import { formOrigins, type FormOrigin } from '../src/rules/formOrigins'
import { sampleAnswers } from '../tests/harness/sampleAnswers'
import { openMailbox, type Mail } from './mailbox'

/**
 * Every form's visitor gets a receipt by e-mail: what they sent, in words, and their own link to book the free
 * home visit, which opens the booking page for their lead (the mail queue's worker sends it within seconds).
 */

let mailbox: Awaited<ReturnType<typeof openMailbox>>

test.beforeAll(async () => {
  mailbox = await openMailbox()
})

test.afterAll(async () => mailbox?.close())

test('the visitor of every form gets a receipt with a booking link that opens their booking page', async ({ page, request }) => {
  test.setTimeout(180_000)
  const stamp = Date.now()
  const sentTo = new Map<FormOrigin, string>()
  for (const [index, formOrigin] of formOrigins.entries()) {
    const email = `accuse.${stamp}.${index}@example.fr`
    const submitted = await request.post('/api/leads/submit', {
      headers: { 'x-forwarded-for': `198.51.100.${120 + index}` },
      data: { formOrigin, answers: { ...sampleAnswers[formOrigin], email }, source: { page: '/' } },
    })
    expect(submitted.status(), formOrigin).toBe(201)
    sentTo.set(formOrigin, email)
  }
  const receiptTo = (email: string): Mail | undefined =>
    mailbox.mails.find((mail) => mail.to.includes(email) && /^Votre demande à .+ est bien reçue$/.test(mail.subject))
  await expect.poll(() => [...sentTo.values()].filter((email) => !receiptTo(email)), { timeout: 90_000 }).toEqual([])

  for (const [formOrigin, email] of sentTo) {
    const receipt = receiptTo(email)!
    expect(receipt.text, formOrigin).toContain(`Bonjour ${String(sampleAnswers[formOrigin].name)},`)
    const link = /https?:\/\/\S+\/visite\?token=\S+/.exec(receipt.text.replace(/=\r?\n/g, ''))?.[0]
    expect(link, formOrigin).toBeTruthy()
    await page.goto(new URL(link!).pathname + new URL(link!).search)
    await expect(page.getByRole('heading', { level: 1 }), formOrigin).toHaveText('Choisir un créneau pour votre visite gratuite')
  }
})
