import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { findDigestItems } from '@/leads/jobs/findDigestItems'
import { dueWindow } from '@/leads/rules/dueViews'
import { digestsByOwner, nextDigestTime } from '@/leads/rules/morningDigest'
import type { Lead, User } from '@/payload-types'
import { postgresOf } from '@/db/postgres'
import { getTestPayload } from '../harness/payload'
import { emailsSentWhile } from '../harness/emailsSentWhile'

let payload: Payload
let alice: User
let bruno: User
let chloe: User

const makeSeller = async (name: string) =>
  (await payload.create({
    collection: slugs.users,
    data: {
      email: `${name
        .normalize('NFD')
        .replace(/[^a-zA-Z]/g, '')
        .toLowerCase()}.digest.${Date.now()}@test.combles-nord.fr`,
      password: 'mot-de-passe-de-test-1',
      role: 'sales',
      name,
    },
    overrideAccess: true,
  })) as User

/** A lead of `owner` whose next action is due at `dueAt`, in `status`. */
async function leadDue(owner: User, dueAt: Date, status: Lead['status'] = 'in-progress', name = `Récap ${Math.random()}`) {
  const lead = await payload.create({
    collection: slugs.leads,
    data: {
      formOrigin: 'contact',
      name,
      email: `recap.${Date.now()}.${Math.random()}@example.fr`,
      status: 'to-contact',
      owner: owner.id,
      nextAction: { type: 'call', dueAt: dueAt.toISOString(), note: 'Rappeler' },
    },
    overrideAccess: true,
  })
  if (status !== 'to-contact') await payload.update({ collection: slugs.leads, id: lead.id, data: { status }, overrideAccess: true })
  return lead.id
}

const mine = (ids: number[]) => (digest: { ownerId: number }) => ids.includes(digest.ownerId)

beforeAll(async () => {
  payload = await getTestPayload()
  alice = await makeSeller('Alice')
  bruno = await makeSeller('Bruno')
  chloe = await makeSeller('Chloé')
})

type SentMail = { to: string; subject: string; text: string }

/** The morning run as the server's queue does it (the fan-out, then each salesperson's job), e-mails kept. */
function runMorningDigests(): Promise<SentMail[]> {
  return emailsSentWhile<SentMail>(payload, async () => {
    const fanOut = await payload.jobs.queue({ task: 'sendMorningDigests', queue: 'morning', input: {} })
    await payload.jobs.runByID({ id: fanOut.id })
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'sendDigestTo' } }, { completedAt: { exists: false } }] },
      limit: 0,
      overrideAccess: true,
    })
    for (const job of docs) await payload.jobs.runByID({ id: job.id })
  })
}

describe('the morning digest’s selection, on the database', () => {
  // Thursday 12 March 2026, 7:30 in Paris (UTC+1).
  const morning = new Date('2026-03-12T06:30:00Z')

  it('gives each owner exactly their overdue and today’s actions, in Paris days; closed and later ones left out', async () => {
    const aliceLate = await leadDue(alice, new Date('2026-03-10T09:00:00Z'))
    const aliceToday = await leadDue(alice, new Date('2026-03-12T13:00:00Z'), 'to-contact')
    // 23:59 on Thursday in Paris: today. Midnight in Paris, still the 12th in UTC: tomorrow.
    const brunoLastMinute = await leadDue(bruno, new Date('2026-03-12T22:59:00Z'))
    await leadDue(bruno, new Date('2026-03-12T23:00:00Z'))
    // Converti and Invalide close the action; a lead without owner is nobody's.
    await leadDue(alice, new Date('2026-03-11T09:00:00Z'), 'converted')
    await leadDue(bruno, new Date('2026-03-12T10:00:00Z'), 'invalid')
    const orphan = await payload.create({
      collection: slugs.leads,
      data: {
        formOrigin: 'contact',
        name: 'Sans responsable',
        email: `orphelin.${Date.now()}@example.fr`,
        status: 'to-contact',
        nextAction: { type: 'call', dueAt: '2026-03-11T09:00:00Z' },
      },
      overrideAccess: true,
      context: { skipAssignment: true },
    })
    // Chloé has only something for next week.
    await leadDue(chloe, new Date('2026-03-16T09:00:00Z'))

    const items = await findDigestItems(payload, morning)
    expect(items.some((item) => item.leadId === orphan.id)).toBe(false)
    const digests = digestsByOwner(items, morning).filter(mine([alice.id, bruno.id, chloe.id]))
    expect(
      digests.map(({ ownerId, overdue, today }) => [ownerId, overdue.map((each) => each.leadId), today.map((each) => each.leadId)]),
    ).toEqual([
      [alice.id, [aliceLate], [aliceToday]],
      [bruno.id, [], [brunoLastMinute]],
    ])
    // One owner's query returns theirs alone.
    expect((await findDigestItems(payload, morning, bruno.id)).map((item) => item.leadId)).toEqual([brunoLastMinute])
  })
})

describe('the morning digest job', () => {
  it('is scheduled for the next 7:30 in Paris on the morning queue', async () => {
    await payload.jobs.handleSchedules({ queue: 'morning' })
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'sendMorningDigests' } }, { completedAt: { exists: false } }] },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ queue: 'morning', waitUntil: nextDigestTime(new Date()).toISOString() })
  })

  it('sends each salesperson one French e-mail with exactly their items, and nothing to someone with nothing', async () => {
    // Salespeople of their own: the dates above are long past by now.
    const [dora, eric, fanny] = [await makeSeller('Dora'), await makeSeller('Eric'), await makeSeller('Fanny')]
    const now = new Date()
    const laterToday = new Date(dueWindow('today', now).before!.getTime() - 60_000)
    const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000)
    const doraItems = [
      await leadDue(dora, yesterday, 'in-progress', 'Jean Dupont'),
      await leadDue(dora, laterToday, 'in-progress', 'Élodie Martin'),
    ]
    const ericItems = [await leadDue(eric, laterToday, 'in-progress', 'Marc Petit')]
    await leadDue(fanny, new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000))

    const sent = await runMorningDigests()
    const to = (user: User) => sent.filter((mail) => mail.to === user.email)
    expect(to(fanny)).toHaveLength(0)
    expect(to(dora)).toHaveLength(1)
    expect(to(eric)).toHaveLength(1)
    const [doraMail] = to(dora)
    const [ericMail] = to(eric)
    expect(doraMail!.subject).toBe('Votre journée\u00a0: 1 action en retard, 1 action aujourd’hui')
    expect(doraMail!.text).toContain('Bonjour Dora,')
    expect(doraMail!.text).toMatch(/En retard \(1\)\u00a0:\n- Appel prévu le \S+ \d+ \S+ \d{4} à \d\d:\d\d — Jean Dupont \(Rappeler\)\n/)
    for (const id of doraItems) expect(doraMail!.text).toContain(`/admin/dashboard?lead=${id}\n`)
    expect(doraMail!.text).not.toContain('Marc Petit')
    expect(ericMail!.subject).toBe('Votre journée\u00a0: 1 action aujourd’hui')
    expect(ericMail!.text).toContain(`Marc Petit (Rappeler)\n  ${payload.config.serverURL}/admin/dashboard?lead=${ericItems[0]}\n`)
    expect(ericMail!.text).not.toContain('Jean Dupont')
  })
})

describe('the digest’s new and unplanned leads', () => {
  const DAY = 24 * 60 * 60 * 1000

  /** A lead of `owner` that arrived `daysAgo` days ago, in `status`, with no next action. */
  async function leadWaiting(owner: User, name: string, daysAgo: number, status: Lead['status'] = 'new') {
    const lead = await payload.create({
      collection: slugs.leads,
      data: { formOrigin: 'contact', name, email: `attente.${Date.now()}.${Math.random()}@example.fr`, status: 'new', owner: owner.id },
      overrideAccess: true,
    })
    await postgresOf(payload).pool.query('update leads set created_at = $2, status = $3 where id = $1', [
      lead.id,
      new Date(Date.now() - daysAgo * DAY - 60_000),
      status,
    ])
    return lead.id
  }

  it('e-mails a salesperson with only new leads and leads without a next action, naming them oldest first; nothing to one with nothing', async () => {
    const [gina, hugo] = [await makeSeller('Gina'), await makeSeller('Hugo')]
    // Gina: seven new leads (the oldest 25 days old) and two she is working on with nothing planned; no next action at all.
    const ages = [3, 25, 1, 12, 7, 2, 9]
    const waiting = new Map<number, number>()
    for (const days of ages) waiting.set(days, await leadWaiting(gina, `Nouveau ${days} j`, days))
    const unplannedOld = await leadWaiting(gina, 'Sans action ancien', 40, 'to-contact')
    await leadWaiting(gina, 'Sans action récent', 4, 'in-progress')
    // Closed leads are nobody's worry.
    await leadWaiting(gina, 'Converti sans action', 50, 'converted')

    const sent = await runMorningDigests()
    const to = (user: User) => sent.filter((mail) => mail.to === user.email)
    expect(to(hugo)).toHaveLength(0)
    expect(to(gina)).toHaveLength(1)
    const mail = to(gina)[0]!
    expect(mail.subject).toBe('Votre journée\u00a0: 7 nouveaux leads en attente, 9 leads sans prochaine action')
    const base = payload.config.serverURL
    // The five oldest new leads, oldest first, each with its wait and its link; the other two counted and linked.
    const shown = [25, 12, 9, 7, 3]
    expect(mail.text).toContain(
      [
        'Nouveaux leads sans réponse (7)\u00a0:',
        ...shown.flatMap((days) => [
          `- Nouveau ${days} j — en attente depuis ${days}\u00a0jours`,
          `  ${base}/admin/dashboard?lead=${waiting.get(days)}`,
        ]),
        '- et 2 autres',
        `Tous, du plus ancien au plus récent\u00a0: ${base}/admin/dashboard?statut=new&responsable=moi&tri=anciens`,
      ].join('\n'),
    )
    // Open leads without a next action: the new ones and the two being worked, oldest first.
    expect(mail.text).toContain(['Leads sans prochaine action (9)\u00a0:', '- Sans action ancien — À contacter, reçu le '].join('\n'))
    expect(mail.text).toContain(`  ${base}/admin/dashboard?lead=${unplannedOld}\n- Nouveau 25 j — en attente depuis 25\u00a0jours\n`)
    expect(mail.text).toContain('- et 4 autres\n')
    expect(mail.text).toContain(
      `Tous, du plus ancien au plus récent\u00a0: ${base}/admin/dashboard?responsable=moi&echeance=sans&tri=anciens`,
    )
    expect(mail.text).not.toContain('Converti sans action')
  })
})
