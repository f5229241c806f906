import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import type { Lead, LeadChange, User } from '@/payload-types'
import { createStaff } from '../harness/actors'
import { getTestPayload } from '../harness/payload'

/**
 * A lead's facts and a colleague's work are read-only (DESIGN §11, §12): an activity is changed or deleted by
 * its author or an admin, with history; a note or an activity stays on its lead; what the visitor sent and
 * when is read-only for everyone; the spam flag is an admin's, with history.
 */

let payload: Payload
let author: User
let colleague: User
let admin: User

async function newSalesperson(name: string): Promise<User> {
  const user = await payload.create({
    collection: slugs.users,
    data: { email: `sales.${Date.now()}.${Math.random()}@test.combles-nord.fr`, password: 'mot-de-passe-de-test-1', role: 'sales', name },
    overrideAccess: true,
  })
  return { ...user, collection: 'users' }
}

const visitorFacts = {
  formData: { hauteur: '2,10 m', surface: '35 m²' },
  source: { page: '/contact', referrer: 'https://www.google.fr/', utmSource: 'google' },
  proof: { formVersion: 'contact-v3', page: '/contact', submittedAt: '2026-03-02T09:15:00.000Z', marketingConsent: false },
  submissionId: 'facts-submission',
}

const newLead = async () =>
  (
    await payload.create({
      collection: slugs.leads,
      data: {
        formOrigin: 'contact',
        name: 'Faits',
        email: `faits.${Date.now()}.${Math.random()}@example.fr`,
        status: 'new',
        ...visitorFacts,
        submissionId: `facts-${Date.now()}-${Math.random()}`,
      },
      overrideAccess: true,
      context: { skipAssignment: true },
    })
  ).id

const historyOf = async (lead: number, field: LeadChange['field']) =>
  (
    await payload.find({
      collection: slugs.leadChanges,
      where: { and: [{ lead: { equals: lead } }, { field: { equals: field } }] },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
    })
  ).docs.map(({ before, after, author: by }) => ({ before, after, author: by }))

const logActivity = (lead: number) =>
  payload.create({
    collection: slugs.leadActivities,
    data: { lead, date: '2026-03-02T10:00:00.000Z', types: ['called'], outcome: 'reached', comment: 'Visite souhaitée.' },
    overrideAccess: false,
    user: author,
  })

const readActivity = (id: number) => payload.findByID({ collection: slugs.leadActivities, id, overrideAccess: true, depth: 0 })

beforeAll(async () => {
  payload = await getTestPayload()
  const staff = await createStaff(payload)
  author = staff.sales!
  admin = staff.admin!
  colleague = await newSalesperson('Collègue')
})

describe('a colleague’s activity', () => {
  it('may not be rewritten by another salesperson (403), and stays as its author logged it', async () => {
    const lead = await newLead()
    const activity = await logActivity(lead)
    await expect(
      payload.update({
        collection: slugs.leadActivities,
        id: activity.id,
        data: { comment: 'Réécrit.', outcome: 'no-answer' },
        overrideAccess: false,
        user: colleague,
      }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await readActivity(activity.id)).toMatchObject({ comment: 'Visite souhaitée.', outcome: 'reached', author: author.id })
    expect(await historyOf(lead, 'activity')).toEqual([])
  })

  it('may not be rewritten in bulk either, nor deleted', async () => {
    const lead = await newLead()
    const activity = await logActivity(lead)
    const result = await payload.update({
      collection: slugs.leadActivities,
      where: { lead: { equals: lead } },
      data: { comment: 'Réécrit.' },
      overrideAccess: false,
      user: colleague,
    })
    expect(result.docs).toHaveLength(0)
    await expect(
      payload.delete({ collection: slugs.leadActivities, id: activity.id, overrideAccess: false, user: colleague }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await readActivity(activity.id)).toMatchObject({ comment: 'Visite souhaitée.' })
  })

  it('is changed by its author or an admin, each change and a deletion in the lead’s history', async () => {
    const lead = await newLead()
    const activity = await logActivity(lead)
    await payload.update({
      collection: slugs.leadActivities,
      id: activity.id,
      data: { outcome: 'no-answer' },
      overrideAccess: false,
      user: author,
    })
    await payload.update({
      collection: slugs.leadActivities,
      id: activity.id,
      data: { comment: 'Rappeler lundi.' },
      overrideAccess: false,
      user: admin,
    })
    await payload.delete({ collection: slugs.leadActivities, id: activity.id, overrideAccess: false, user: author })
    expect(await historyOf(lead, 'activity')).toEqual([
      {
        before: '02/03/2026 · Appelé · Joint · Visite souhaitée.',
        after: '02/03/2026 · Appelé · Pas de réponse · Visite souhaitée.',
        author: author.id,
      },
      {
        before: '02/03/2026 · Appelé · Pas de réponse · Visite souhaitée.',
        after: '02/03/2026 · Appelé · Pas de réponse · Rappeler lundi.',
        author: admin.id,
      },
      { before: '02/03/2026 · Appelé · Pas de réponse · Rappeler lundi.', after: '(supprimée)', author: author.id },
    ])
  })
})

describe('a note or an activity', () => {
  it('stays on its lead: its author cannot move it to another lead', async () => {
    const [lead, other] = [await newLead(), await newLead()]
    const note = await payload.create({
      collection: slugs.leadNotes,
      data: { lead, content: 'Rappeler mardi.' },
      overrideAccess: false,
      user: author,
    })
    const activity = await logActivity(lead)
    await payload.update({ collection: slugs.leadNotes, id: note.id, data: { lead: other }, overrideAccess: false, user: author })
    await payload.update({ collection: slugs.leadActivities, id: activity.id, data: { lead: other }, overrideAccess: false, user: admin })
    expect((await payload.findByID({ collection: slugs.leadNotes, id: note.id, overrideAccess: true, depth: 0 })).lead).toBe(lead)
    expect((await readActivity(activity.id)).lead).toBe(lead)
  })
})

describe('what the visitor sent and when', () => {
  const forged = {
    formOrigin: 'faisabilite',
    formData: { hauteur: '3 m' },
    source: { page: '/faux', referrer: 'https://evil.example/', utmSource: 'faux' },
    proof: { formVersion: 'faux', page: '/faux', submittedAt: '2020-01-01T00:00:00.000Z', marketingConsent: true },
    submissionId: 'forged-submission',
    createdAt: '2020-01-01T00:00:00.000Z',
  }

  const facts = (lead: Lead) => ({
    formOrigin: lead.formOrigin,
    formData: lead.formData,
    source: lead.source,
    proof: lead.proof,
    submissionId: lead.submissionId,
    createdAt: lead.createdAt,
  })

  it.each([
    ['a salesperson', () => author],
    ['an admin', () => admin],
  ])('is not changed by %s: the row read back is as the visitor sent it', async (_, who) => {
    const lead = await newLead()
    const before = await payload.findByID({ collection: slugs.leads, id: lead, overrideAccess: true, depth: 0 })
    // Payload drops the fields nobody may update: the save goes through, the facts stay.
    await payload.update({ collection: slugs.leads, id: lead, data: forged as never, overrideAccess: false, user: who() })
    const after = await payload.findByID({ collection: slugs.leads, id: lead, overrideAccess: true, depth: 0 })
    expect(facts(after)).toEqual(facts(before))
    expect(after.createdAt).not.toMatch(/^2020/)
  })
})

describe('the spam flag', () => {
  it('is not changed by a salesperson', async () => {
    const lead = await newLead()
    await payload.update({ collection: slugs.leads, id: lead, data: { suspectedSpam: true }, overrideAccess: false, user: author })
    expect((await payload.findByID({ collection: slugs.leads, id: lead, overrideAccess: true, depth: 0 })).suspectedSpam).toBe(false)
    expect(await historyOf(lead, 'suspectedSpam')).toEqual([])
  })

  it('is changed by an admin, and the change is in the lead’s history', async () => {
    const lead = await newLead()
    await payload.update({ collection: slugs.leads, id: lead, data: { suspectedSpam: true }, overrideAccess: false, user: admin })
    await payload.update({ collection: slugs.leads, id: lead, data: { suspectedSpam: false }, overrideAccess: false, user: admin })
    expect((await payload.findByID({ collection: slugs.leads, id: lead, overrideAccess: true, depth: 0 })).suspectedSpam).toBe(false)
    expect(await historyOf(lead, 'suspectedSpam')).toEqual([
      { before: 'Non', after: 'Oui', author: admin.id },
      { before: 'Oui', after: 'Non', author: admin.id },
    ])
  })
})
