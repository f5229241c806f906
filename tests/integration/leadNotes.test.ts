import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { anonymiseLead } from '@/leads/jobs/anonymiseLead'
import type { User } from '@/payload-types'
import { createStaff } from '../harness/actors'
import { getTestPayload } from '../harness/payload'

let payload: Payload
let author: User
let colleague: User
let admin: User

const asUser = (user: User): User => ({ ...user, collection: 'users' })

async function newSalesperson(name: string): Promise<User> {
  const user = await payload.create({
    collection: slugs.users,
    data: { email: `sales.${Date.now()}.${Math.random()}@test.combles-nord.fr`, password: 'mot-de-passe-de-test-1', role: 'sales', name },
    overrideAccess: true,
  })
  return asUser(user)
}

const newLead = async () =>
  (
    await payload.create({
      collection: slugs.leads,
      data: { formOrigin: 'contact', name: 'Notes', email: `notes.${Date.now()}.${Math.random()}@example.fr`, status: 'new' },
      overrideAccess: true,
    })
  ).id

const writeNote = (lead: number, content: string) =>
  payload.create({ collection: slugs.leadNotes, data: { lead, content }, overrideAccess: false, user: author })

const noteHistory = async (lead: number) =>
  (
    await payload.find({
      collection: slugs.leadChanges,
      where: { and: [{ lead: { equals: lead } }, { field: { equals: 'note' } }] },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
    })
  ).docs.map(({ before, after, author: by }) => ({ before, after, author: by }))

beforeAll(async () => {
  payload = await getTestPayload()
  const staff = await createStaff(payload)
  author = staff.sales!
  admin = staff.admin!
  colleague = await newSalesperson('Collègue')
})

describe('another salesperson', () => {
  it('may not rewrite a note (403), and the note is unchanged', async () => {
    const lead = await newLead()
    const note = await writeNote(lead, 'Rappeler mardi.')
    await expect(
      payload.update({ collection: slugs.leadNotes, id: note.id, data: { content: 'Réécrit.' }, overrideAccess: false, user: colleague }),
    ).rejects.toMatchObject({ status: 403 })
    const reread = await payload.findByID({ collection: slugs.leadNotes, id: note.id, overrideAccess: true, depth: 0 })
    expect(reread.content).toBe('Rappeler mardi.')
    expect(await noteHistory(lead)).toEqual([])
  })

  it('may not rewrite notes in bulk either: only their own are touched', async () => {
    const lead = await newLead()
    const note = await writeNote(lead, 'Devis envoyé.')
    const result = await payload.update({
      collection: slugs.leadNotes,
      where: { lead: { equals: lead } },
      data: { content: 'Réécrit.' },
      overrideAccess: false,
      user: colleague,
    })
    expect(result.docs).toHaveLength(0)
    const reread = await payload.findByID({ collection: slugs.leadNotes, id: note.id, overrideAccess: true, depth: 0 })
    expect(reread.content).toBe('Devis envoyé.')
  })

  it('may not delete a note', async () => {
    const lead = await newLead()
    const note = await writeNote(lead, 'À relancer.')
    await expect(
      payload.delete({ collection: slugs.leadNotes, id: note.id, overrideAccess: false, user: colleague }),
    ).rejects.toMatchObject({
      status: 403,
    })
    expect((await payload.count({ collection: slugs.leadNotes, where: { id: { equals: note.id } }, overrideAccess: true })).totalDocs).toBe(
      1,
    )
  })

  it('still reads every note of the lead', async () => {
    const lead = await newLead()
    const note = await writeNote(lead, 'Visite prévue.')
    const read = await payload.findByID({ collection: slugs.leadNotes, id: note.id, overrideAccess: false, user: colleague, depth: 0 })
    expect(read.content).toBe('Visite prévue.')
  })
})

describe('a note’s author and an admin', () => {
  it('edit it, and each edit is in the lead’s history: who, before → after', async () => {
    const lead = await newLead()
    const note = await writeNote(lead, 'Rappeler mardi.')
    await payload.update({
      collection: slugs.leadNotes,
      id: note.id,
      data: { content: 'Rappeler mercredi.' },
      overrideAccess: false,
      user: author,
    })
    await payload.update({
      collection: slugs.leadNotes,
      id: note.id,
      data: { content: 'Rappeler jeudi.' },
      overrideAccess: false,
      user: admin,
    })
    const reread = await payload.findByID({ collection: slugs.leadNotes, id: note.id, overrideAccess: true, depth: 0 })
    expect(reread).toMatchObject({ content: 'Rappeler jeudi.', author: author.id })
    expect(await noteHistory(lead)).toEqual([
      { before: 'Rappeler mardi.', after: 'Rappeler mercredi.', author: author.id },
      { before: 'Rappeler mercredi.', after: 'Rappeler jeudi.', author: admin.id },
    ])
  })

  it('records nothing when the text stays the same', async () => {
    const lead = await newLead()
    const note = await writeNote(lead, 'Inchangé.')
    await payload.update({ collection: slugs.leadNotes, id: note.id, data: { content: 'Inchangé.' }, overrideAccess: false, user: author })
    expect(await noteHistory(lead)).toEqual([])
  })

  it('delete it, and the deletion is in the lead’s history', async () => {
    const lead = await newLead()
    const own = await writeNote(lead, 'Note à retirer.')
    const other = await writeNote(lead, 'Autre note.')
    await payload.delete({ collection: slugs.leadNotes, id: own.id, overrideAccess: false, user: author })
    await payload.delete({ collection: slugs.leadNotes, id: other.id, overrideAccess: false, user: admin })
    expect(await noteHistory(lead)).toEqual([
      { before: 'Note à retirer.', after: '(supprimée)', author: author.id },
      { before: 'Autre note.', after: '(supprimée)', author: admin.id },
    ])
  })
})

describe('the anonymisation', () => {
  it('erases the notes and the text of their history, and records no change of its own', async () => {
    const lead = await newLead()
    const note = await writeNote(lead, 'Mme Martin, 06 12 34 56 78.')
    await payload.update({
      collection: slugs.leadNotes,
      id: note.id,
      data: { content: 'Mme Martin, 06 98 76 54 32.' },
      overrideAccess: false,
      user: author,
    })
    await anonymiseLead(payload, lead)
    const reread = await payload.findByID({ collection: slugs.leadNotes, id: note.id, overrideAccess: true, depth: 0 })
    expect(reread.content).toBe('Note effacée (anonymisation).')
    expect(await noteHistory(lead)).toEqual([{ before: 'Effacé', after: 'Effacé', author: author.id }])
  })
})
