import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { eraseLead } from '@/leads/collections/Leads/endpoints/eraseLead'
import { mergeLeads } from '@/leads/collections/Leads/endpoints/mergeLeads'
import { postgresOf } from '@/db/postgres'
import type { User } from '@/payload-types'
import { getTestPayload } from '../harness/payload'
import { answerSlots } from '@/appointments/server/answerAppointments'
import { newBookingToken } from '@/appointments/rules/bookingToken'

let payload: Payload
let admin: User
let seller: User

const person = (tag: string) => `fusion.${tag}.${Date.now()}.${Math.random()}@example.fr`

async function lead(email: string, phone = '', more: { message?: string; formData?: Record<string, unknown> } = {}) {
  return (
    await payload.create({
      collection: slugs.leads,
      data: { formOrigin: 'contact', name: 'Jeanne Fusion', email, phone, status: 'new', ...more },
      overrideAccess: true,
    })
  ).id
}

/** A visit booked for a lead with the salesperson of this file (far ahead: no other file's visits). */
async function bookedVisit(leadId: number, start: string) {
  const starts = new Date(start)
  const { rows } = await postgresOf(payload).pool.query<{ id: number }>(
    `insert into visits (lead_id, owner_id, starts_at, ends_at, blocked_until, booked_by) values ($1, $2, $3, $4, $5, 'visitor') returning id`,
    [leadId, seller.id, starts, new Date(starts.getTime() + 3_600_000), new Date(starts.getTime() + 5_400_000)],
  )
  await postgresOf(payload).pool.query(`update leads set next_action_type = 'visit', next_action_due_at = $2 where id = $1`, [
    leadId,
    starts,
  ])
  return rows[0]!.id
}

const visitsOf = async (leadId: number) =>
  (
    await postgresOf(payload).pool.query<{ id: number; status: string }>(
      'select id, status from visits where lead_id = $1 order by starts_at',
      [leadId],
    )
  ).rows

const cancelMails = async (visitId: number) =>
  (
    await postgresOf(payload).pool.query(
      `select 1 from payload_jobs where task_slug = 'sendVisitEmails' and (input ->> 'visitId')::int = $1 and input ->> 'kind' = 'cancelled'`,
      [visitId],
    )
  ).rows.length

/** The endpoint as Payload calls it, for a user. */
const merge = (user: User, kept: number, merged: unknown, picks?: Record<string, string>) =>
  mergeLeads.handler({
    payload,
    user: { ...user, collection: 'users' },
    routeParams: { id: String(kept) },
    json: async () => ({ merged, picks }),
  } as unknown as PayloadRequest)

beforeAll(async () => {
  payload = await getTestPayload()
  const make = (role: 'admin' | 'sales') =>
    payload.create({
      collection: slugs.users,
      data: { email: person(role), password: 'mot-de-passe-de-test-1', role, name: `Fusion ${role}` },
      overrideAccess: true,
    }) as Promise<User>
  admin = await make('admin')
  seller = await make('sales')
})

describe('merging a person’s two leads', () => {
  it('moves the notes, activities and history to the lead kept, records the merge, and deletes the other', async () => {
    const email = person('double')
    const kept = await lead(email)
    const merged = await lead(email.toUpperCase())
    await payload.create({ collection: slugs.leadNotes, data: { lead: merged, content: 'Rappeler après 18 h' }, overrideAccess: true })
    await payload.create({
      collection: slugs.leadActivities,
      data: { lead: merged, types: ['called'], outcome: 'reached', date: new Date().toISOString() },
      overrideAccess: true,
    })
    const { pool } = postgresOf(payload)
    const count = async (table: string, id: number) =>
      Number((await pool.query(`select count(*) from ${table} where lead_id = $1`, [id])).rows[0].count)
    const before = {
      notes: await count('lead_notes', merged),
      activities: await count('lead_activities', merged),
      changes: await count('lead_changes', merged),
    }
    const keptChanges = await count('lead_changes', kept)

    const response = await merge(admin, kept, merged)
    expect(response.status).toBe(200)
    expect(await count('lead_notes', kept)).toBe(before.notes)
    expect(await count('lead_activities', kept)).toBe(before.activities)
    expect(await count('lead_changes', kept)).toBe(keptChanges + before.changes + 1)
    const { rows } = await pool.query('select field, before, after, author_id from lead_changes where lead_id = $1 and field = $2', [
      kept,
      'merge',
    ])
    expect(rows).toEqual([
      {
        field: 'merge',
        before: expect.stringMatching(new RegExp(`^Lead n° ${merged} du .* \\(Contact\\), `)),
        after: 'Fusionné dans ce lead',
        author_id: admin.id,
      },
    ])
    expect((await pool.query('select count(*) from leads where id = $1', [merged])).rows[0].count).toBe('0')
  })

  it('merging a newer lead with a message into an older one keeps both messages readable on the kept lead', async () => {
    const email = person('messages')
    const older = await lead(email, '', { message: 'Bonjour, combien pour 40 m² ?', formData: { surface: 40 } })
    const newer = await lead(`autre.${email}`, '06 12 34 56 78', { message: 'Voici mon 2e message : 45 m² finalement.' })
    await postgresOf(payload).pool.query(`update leads set created_at = created_at + interval '1 day' where id = $1`, [newer])
    await postgresOf(payload).pool.query(`update leads set phone = '06 12 34 56 78', phone_key = '0612345678' where id = $1`, [older])

    expect((await merge(admin, older, newer)).status).toBe(200)
    const kept = await payload.findByID({ collection: slugs.leads, id: older, depth: 0, overrideAccess: true })
    expect(kept.message).toBe('Voici mon 2e message : 45 m² finalement.')
    expect(kept.email).toBe(`autre.${email}`)
    expect(kept.formData).toEqual({ surface: 40 }) // the newer lead sent no answers: the older ones stay
    expect(kept.mergedLeads).toEqual([
      expect.objectContaining({
        lead: newer,
        message: 'Voici mon 2e message : 45 m² finalement.',
        mergedBy: 'Fusion admin',
        replaced: { email, message: 'Bonjour, combien pour 40 m² ?' },
      }),
    ])
    const { rows } = await postgresOf(payload).pool.query<{ field: string; before: string; after: string }>(
      `select field, before, after from lead_changes where lead_id = $1 and field in ('email', 'merge') order by id`,
      [older],
    )
    expect(rows).toEqual([
      { field: 'email', before: email, after: `autre.${email}` },
      {
        field: 'merge',
        before: expect.stringContaining(`Lead n° ${newer} du `),
        after: 'Fusionné dans ce lead (repris de ce lead\u00a0: e-mail, message)',
      },
    ])
  })

  it('keeping the older message on the admin’s pick still keeps the newer one in the merged record', async () => {
    const email = person('choix')
    const older = await lead(email, '', { message: 'Premier message' })
    const newer = await lead(email, '', { message: 'Second message' })
    expect((await merge(admin, older, newer, { message: 'kept' })).status).toBe(200)
    const kept = await payload.findByID({ collection: slugs.leads, id: older, depth: 0, overrideAccess: true })
    expect(kept.message).toBe('Premier message')
    expect(kept.mergedLeads).toEqual([expect.objectContaining({ lead: newer, message: 'Second message', replaced: {} })])
  })

  it('the merged lead’s booking link books for the lead kept', async () => {
    const email = person('lien')
    const [kept, merged] = [await lead(email), await lead(email)]
    const token = newBookingToken(payload.secret, merged)
    const context = { pool: postgresOf(payload).pool, secret: payload.secret }
    expect((await merge(admin, kept, merged)).status).toBe(200)
    expect((await answerSlots(context, token)).status).toBe(200)
  })

  it('of two leads with a visit each, keeps the earlier visit and cancels the later with a reason, the visitor told', async () => {
    const email = person('visites')
    const [kept, merged] = [await lead(email), await lead(email)]
    const later = await bookedVisit(kept, '2030-03-12T09:00:00Z')
    const earlier = await bookedVisit(merged, '2030-03-11T09:00:00Z')
    const response = await merge(admin, kept, merged)
    expect(response.status).toBe(200)
    expect(await visitsOf(kept)).toEqual([
      { id: earlier, status: 'booked' },
      { id: later, status: 'cancelled' },
    ])
    expect(await cancelMails(later)).toBe(1)
    const keptLead = await payload.findByID({ collection: slugs.leads, id: kept, depth: 0, overrideAccess: true })
    expect(keptLead.nextAction).toMatchObject({ type: 'visit', dueAt: '2030-03-11T09:00:00.000Z' })
    const { rows } = await postgresOf(payload).pool.query<{ after: string }>(
      `select after from lead_changes where lead_id = $1 and field = 'nextAction' order by id`,
      [kept],
    )
    expect(rows.some((row) => row.after.includes('fusion des leads'))).toBe(true)
  })

  it('erasing a lead cancels its visit still to come: its slot is free again', async () => {
    const id = await lead(person('effacement'))
    const visit = await bookedVisit(id, '2030-03-13T09:00:00Z')
    const erase = await eraseLead.handler({
      payload,
      user: { ...admin, collection: 'users' },
      routeParams: { id: String(id) },
    } as unknown as PayloadRequest)
    expect(erase.status).toBe(200)
    expect(await visitsOf(id)).toEqual([{ id: visit, status: 'cancelled' }])
  })

  it('is the manager’s alone, and only for one person’s leads', async () => {
    const email = person('vendeur')
    const [kept, merged] = [await lead(email), await lead(email)]
    expect((await merge(seller, kept, merged)).status).toBe(403)
    const stranger = await lead(person('autre'))
    const refused = await merge(admin, kept, stranger)
    expect(refused.status).toBe(400)
    expect(await refused.json()).toEqual({
      message: 'Ces deux leads ne sont pas de la même personne (ni le même e-mail, ni le même téléphone).',
    })
    expect((await merge(admin, kept, 999_999_999)).status).toBe(404)
    // Nothing moved: both leads are still there.
    expect(
      (await payload.count({ collection: slugs.leads, where: { id: { in: [kept, merged, stranger] } }, overrideAccess: true })).totalDocs,
    ).toBe(3)
  })
})
