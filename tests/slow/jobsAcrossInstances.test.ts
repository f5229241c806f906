import { readFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { postgresOf } from '@/db/postgres'
import type { User } from '@/payload-types'
import { getTestPayload } from '../harness/payload'
import { startProcess, type Started } from '../harness/processes'

/**
 * Three instances of the job worker on one database, each in its own process as on three machines, e-mails
 * captured by a real SMTP server: the morning digest is scheduled once, each salesperson gets exactly one,
 * also when the morning run comes again the same day, and a scheduled publication runs once.
 */
let payload: Payload
let instances: Started[] = []
const received: { to: string[]; subject: string }[] = []
const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS', 'AUTH'],
  onData: (stream, session, callback) => {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      // The subject as sent (RFC 2047: « Votre_journ=C3=A9e… »).
      const subject = /^Subject: (.*)$/im.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? ''
      received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), subject })
      callback()
    })
  },
})
const sellers: User[] = []

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Toujours pas au bout de ${timeoutMs} ms : ${what}`)
    await sleep(200)
  }
}

const query = async <Row extends object>(text: string, values: unknown[] = []) =>
  (await postgresOf(payload).pool.query<Row>(text, values)).rows

/** The morning digests' scheduled runs not finished yet, as Payload's scheduler left them. */
const pendingMorningRuns = () =>
  query<{ id: number }>(
    `select id from payload_jobs where task_slug = 'sendMorningDigests' and completed_at is null and (meta->>'scheduled')::boolean`,
  )

/** 7:30 in Paris comes: the scheduled run is due now. */
const morningComes = () =>
  query(
    `update payload_jobs set wait_until = now() - interval '1 second'
     where task_slug = 'sendMorningDigests' and completed_at is null and (meta->>'scheduled')::boolean`,
  )

const digestsTo = (email: string) => received.filter((mail) => mail.to.includes(email) && /Votre[ _]journ/.test(mail.subject))

beforeAll(async () => {
  payload = await getTestPayload()
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const smtpPort = (smtp.server.address() as AddressInfo).port
  // Earlier files of the suite leave scheduled runs and e-mail jobs: this test starts from none.
  await query(`delete from payload_jobs`)
  for (const name of ['Inès', 'Jules', 'Karim']) {
    const seller = (await payload.create({
      collection: slugs.users,
      data: {
        email: `${name
          .normalize('NFD')
          .replace(/[^a-zA-Z]/g, '')
          .toLowerCase()}.instances.${Date.now()}@test.combles-nord.fr`,
        password: 'mot-de-passe-de-test-1',
        role: 'sales',
        name,
      },
      overrideAccess: true,
    })) as User
    sellers.push(seller)
    // An overdue call: each of them has something to be told.
    await payload.create({
      collection: slugs.leads,
      data: {
        formOrigin: 'contact',
        name: `Client de ${name}`,
        email: `client.${seller.id}.${Date.now()}@example.fr`,
        status: 'to-contact',
        owner: seller.id,
        nextAction: { type: 'call', dueAt: new Date(Date.now() - 3_600_000).toISOString(), note: 'Rappeler' },
      },
      overrideAccess: true,
    })
  }
  await query(`delete from payload_jobs`)
  const startInstance = (n: number) =>
    startProcess(
      'npx',
      ['tsx', 'tests/harness/jobInstance.ts'],
      { ...process.env, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort), JOB_TICK_MS: '300' },
      `.data/job-instance-${n}.log`,
    )
  instances = [1, 2, 3].map(startInstance)
  // An instance that exits while starting is started once more, as its supervisor would; a second exit fails.
  const restarted = new Set<number>()
  await until(
    'les trois instances démarrent',
    async () => {
      for (const [index, instance] of instances.entries()) {
        const died = instance.died()
        if (died && restarted.has(index)) throw new Error(died)
        if (died) {
          restarted.add(index)
          instances[index] = startInstance(index + 1)
          return false
        }
        if (!(await readFile(`.data/job-instance-${index + 1}.log`, 'utf8').catch(() => '')).includes('prêt')) return false
      }
      return true
    },
    120_000,
  )
}, 420_000)

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()))
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

describe('jobs on three instances of one database', () => {
  it('schedule the morning digest once, and each salesperson gets exactly one, also when the run comes again that day', async () => {
    await until('le récapitulatif du matin est programmé', async () => (await pendingMorningRuns()).length > 0)
    // Every instance works the queue about ten times meanwhile: still one scheduled run.
    await sleep(3_000)
    const first = (await pendingMorningRuns()).map(({ id }) => id)
    expect(first).toHaveLength(1)

    await morningComes()
    await until('chacun reçoit son récapitulatif', () => sellers.every((seller) => digestsTo(seller.email).length > 0))
    // The run done, the next one is scheduled (for tomorrow): bring it to now, as a second run the same day.
    await until('le récapitulatif suivant est programmé', async () => (await pendingMorningRuns()).some(({ id }) => !first.includes(id)))
    const second = (await pendingMorningRuns()).map(({ id }) => id).filter((id) => !first.includes(id))
    await morningComes()
    // Payload deletes a job once it completes; the next one is scheduled at once.
    await until('le second passage se termine', async () => !(await pendingMorningRuns()).some(({ id }) => second.includes(id)), 30_000)
    await until(
      'ses tâches d’envoi se terminent',
      async () => (await query(`select id from payload_jobs where task_slug = 'sendDigestTo' and completed_at is null`)).length === 0,
      30_000,
    )
    await sleep(2_000)

    for (const seller of sellers) expect(digestsTo(seller.email), seller.email).toHaveLength(1)
    // One row of the day per salesperson: the record that held back the second run's e-mails.
    const sends = await query<{ owner_id: number }>(`select owner_id from lead_digest_sends where owner_id = any($1)`, [
      sellers.map(({ id }) => id),
    ])
    expect(sends.map((row) => row.owner_id).sort()).toEqual(sellers.map(({ id }) => id).sort())
    const addresses = received.flatMap((mail) => mail.to)
    expect(addresses.length).toBe(new Set(addresses).size)
  }, 180_000)

  it('run a scheduled publication once', async () => {
    const slug = `instances-${Date.now()}`
    let lastSeen = ''
    const page = await payload.create({
      collection: slugs.pages,
      data: { title: 'Publiée une fois', slug, _status: 'draft', layout: [{ blockType: 'hero' as const, title: 'Publiée une fois' }] },
      draft: true,
      overrideAccess: true,
    })
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: slugs.pages, value: page.id } },
      waitUntil: new Date(Date.now() + 1_000),
    })
    await until('la publication programmée a lieu', async () => {
      // Payload deletes a job once it completes.
      const [row] = await query<{ completed_at: Date | null }>(`select * from payload_jobs where id = $1`, [job.id])
      lastSeen = JSON.stringify(row)
      return !row || Boolean(row.completed_at)
    }).catch((error: Error) => {
      throw new Error(`${error.message} ; ${lastSeen}`)
    })
    await sleep(2_000)
    const published = await query<{ id: number }>(`select id from _pages_v where parent_id = $1 and version__status = 'published'`, [
      page.id,
    ])
    expect(published).toHaveLength(1)
  }, 120_000)
})
