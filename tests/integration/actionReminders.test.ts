import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import type { User } from '@/payload-types'
import { getTestPayload } from '../harness/payload'
import { emailsSentWhile } from '../harness/emailsSentWhile'

let payload: Payload
let owner: User

type SentMail = { to: string; subject: string; text: string }

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

async function leadDueAt(dueAt: string, name: string) {
  const lead = await payload.create({
    collection: slugs.leads,
    data: {
      formOrigin: 'contact',
      name,
      email: `rappel.${Date.now()}.${Math.random()}@example.fr`,
      phone: '0612345678',
      status: 'to-contact',
      owner: owner.id,
      nextAction: { type: 'call', dueAt, note: 'Rappeler pour la visite' },
    },
    overrideAccess: true,
  })
  return lead.id
}

/** The reminder e-mail jobs waiting for these leads. */
async function reminderJobs(leadIds: number[]) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'remindOwnerOfAction' } }, { completedAt: { exists: false } }] },
    limit: 0,
    overrideAccess: true,
  })
  return docs.filter((job) => leadIds.includes(Number((job.input as { leadId: number }).leadId)))
}

/** One run of the minute's check, as the default queue runs it. */
async function checkDueActions() {
  const job = await payload.jobs.queue({ task: 'remindDueActions', queue: 'default', input: {} })
  await payload.jobs.runByID({ id: job.id })
}

/** Runs the given e-mail jobs, the e-mails kept. */
function sendReminders(jobIds: (number | string)[]): Promise<SentMail[]> {
  return emailsSentWhile<SentMail>(payload, async () => {
    for (const id of jobIds) await payload.jobs.runByID({ id })
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
  owner = (await payload.create({
    collection: slugs.users,
    data: { email: `rappels.${Date.now()}@test.combles-nord.fr`, password: 'mot-de-passe-de-test-1', role: 'sales', name: 'Rose' },
    overrideAccess: true,
  })) as User
})

describe('reminders at the due time', () => {
  it('reminds the owner once of an action that came due, never of a later, an old or a closed one', async () => {
    const due = await leadDueAt(minutesAgo(0.2), 'Rappel dû')
    const later = await leadDueAt(new Date(Date.now() + 3_600_000).toISOString(), 'Rappel plus tard')
    const old = await leadDueAt(minutesAgo(180), 'Rappel ancien')
    const closed = await leadDueAt(minutesAgo(1), 'Rappel clos')
    await payload.update({ collection: slugs.leads, id: closed, data: { status: 'converted' }, overrideAccess: true })

    await checkDueActions()
    await checkDueActions()
    const jobs = await reminderJobs([due, later, old, closed])
    expect(jobs.map((job) => Number((job.input as { leadId: number }).leadId))).toEqual([due])
    expect(jobs[0]!.queue).toBe('mail')

    const sent = await sendReminders(jobs.map((job) => job.id))
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: owner.email, subject: 'Rappel : Appel – Rappel dû' })
    expect(sent[0]!.text).toContain('(Rappeler pour la visite)')
    expect(sent[0]!.text).toContain(`/admin/dashboard?lead=${due}`)
  })

  it('reminds a postponed action again at its new time; an action moved before its e-mail leaves sends nothing', async () => {
    const lead = await leadDueAt(minutesAgo(0.5), 'Rappel reporté')
    await checkDueActions()
    const [first] = await reminderJobs([lead])
    // Postponed before the e-mail went out: that e-mail is not sent.
    await payload.update({
      collection: slugs.leads,
      id: lead,
      data: { nextAction: { type: 'call', dueAt: minutesAgo(0.1), note: 'Nouvel horaire' } },
      overrideAccess: true,
    })
    expect(await sendReminders([first!.id])).toEqual([])
    // Its new time has come: reminded again, once.
    await checkDueActions()
    await checkDueActions()
    const jobs = await reminderJobs([lead])
    expect(jobs).toHaveLength(1)
    const sent = await sendReminders(jobs.map((job) => job.id))
    expect(sent.map((mail) => mail.subject)).toEqual(['Rappel : Appel – Rappel reporté'])
    expect(sent[0]!.text).toContain('(Nouvel horaire)')
  })
})
