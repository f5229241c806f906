import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { smtpEmailAdapter, type SmtpSettings } from '@/config/smtpEmailAdapter'

type Received = { user?: string; from?: string; to: string[]; raw: string }

const received: Received[] = []
const USER = 'leads'
const PASSWORD = 'mot-de-passe-de-test'

// A real SMTP server on a free local port, with authentication (over plain text, as on a private network).
const server = new SMTPServer({
  disabledCommands: ['STARTTLS'],
  allowInsecureAuth: true,
  onAuth: (auth, _session, callback) =>
    auth.username === USER && auth.password === PASSWORD
      ? callback(null, { user: auth.username })
      : callback(new Error('Identifiants refusés')),
  onData: (stream, session, callback) => {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      received.push({
        user: session.user as string | undefined,
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      })
      callback()
    })
  },
})

let port = 0

const sendWith = (settings: Partial<SmtpSettings>) =>
  smtpEmailAdapter({
    host: '127.0.0.1',
    port,
    user: USER,
    password: PASSWORD,
    from: 'leads@combles-nord.fr',
    fromName: 'Combles et Extensions du Nord',
    ...settings,
  })({
    payload: {} as Payload,
  }).sendEmail({ to: 'commercial@combles-nord.fr', subject: 'Nouveau lead (Contact) : Jean Dupont', text: 'Un nouveau lead est arrivé.' })

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

describe('SMTP e-mail adapter', () => {
  it('delivers the message to the SMTP server, signed in, from the configured sender', async () => {
    await sendWith({})
    expect(received).toHaveLength(1)
    const [mail] = received
    expect(mail).toMatchObject({ user: USER, from: 'leads@combles-nord.fr', to: ['commercial@combles-nord.fr'] })
    expect(mail!.raw).toMatch(/^From: Combles et Extensions du Nord <leads@combles-nord\.fr>$/m)
    expect(mail!.raw).toMatch(/^Subject: Nouveau lead \(Contact\) : Jean Dupont$/m)
    expect(mail!.raw).toContain('Un nouveau lead est arriv')
  })

  it('fails when the server refuses the credentials, so the job that sends it is retried', async () => {
    await expect(sendWith({ password: 'mauvais' })).rejects.toThrow()
    expect(received).toHaveLength(1)
  })
})
