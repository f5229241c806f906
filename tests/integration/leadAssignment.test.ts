import { createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { PgDialect } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { postgresOf } from '@/db/postgres'
import { leadFactsCte, returningOwnerCte, SHARED_TURN_SEQUENCE } from '@/leads/intake/assignmentSql'
import type { NewLead } from '@/leads/intake/leadRow'
import { storeLead } from '@/leads/intake/storeLead'
import type { User } from '@/payload-types'
import { attempt, createStaff } from '../harness/actors'
import { getTestPayload } from '../harness/payload'

let payload: Payload
let staff: Awaited<ReturnType<typeof createStaff>>
let sellers: User[]

let phones = 0
// Each lead its own customer (a phone of its own), unless a test says otherwise.
const submission = (tag: string, spam = false, postalCode = '80000', phone = `07 ${String(++phones).padStart(8, '0')}`): NewLead => ({
  formOrigin: 'contact',
  status: spam ? 'invalid' : 'new',
  suspectedSpam: spam,
  name: `Attribution ${tag}`,
  email: `attribution.${tag}@example.fr`,
  phone,
  postalCode,
  message: '',
  formData: {},
  source: { page: '/contact', referrer: '', utmSource: '', utmMedium: '', utmCampaign: '', utmTerm: '', utmContent: '' },
  proof: { formVersion: 'contact-1', page: '/contact', submittedAt: new Date().toISOString(), marketingConsent: false },
  submissionId: `attr-${tag}-${Math.random().toString(36).slice(2)}-abcdefgh`,
})

const ownerOf = async (id: number) => {
  const lead = await payload.findByID({ collection: slugs.leads, id, overrideAccess: true, depth: 0 })
  return (lead.owner as number | null | undefined) ?? null
}

const countBy = (owners: (number | null)[]) => {
  const counts = new Map<number | null, number>()
  for (const owner of owners) counts.set(owner, (counts.get(owner) ?? 0) + 1)
  return Object.fromEntries(sellers.map((seller) => [seller.id, counts.get(seller.id) ?? 0]))
}

const setRule = (rule: 'round-robin' | 'department' | 'none') =>
  payload.updateGlobal({ slug: slugs.leadAssignment, data: { rule }, overrideAccess: true })

beforeAll(async () => {
  payload = await getTestPayload()
  staff = await createStaff(payload)
  // Only this file's three salespeople receive leads.
  await postgresOf(payload).pool.query('update users set receives_leads = false')
  sellers = []
  for (const [index, name] of ['Alice', 'Bruno', 'Chloé'].entries()) {
    const user = await payload.create({
      collection: slugs.users,
      data: { email: `vendeur${index}.${Date.now()}@test.combles-nord.fr`, password: 'mot-de-passe-de-test-1', role: 'sales', name },
      overrideAccess: true,
    })
    sellers.push({ ...user, collection: slugs.users } as User)
  }
})

afterAll(async () => {
  await setRule('round-robin')
})

describe('round-robin assignment', () => {
  it('shares concurrent arrivals exactly evenly among active salespeople', async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, (_, index) => storeLead(payload, submission(`rr${index}`))))
    const owners = await Promise.all(ids.map(ownerOf))
    expect(owners.every((owner) => owner !== null)).toBe(true)
    expect(countBy(owners)).toEqual(Object.fromEntries(sellers.map((seller) => [seller.id, 10])))
  })

  it('takes its turn without waiting for another arrival to commit', async () => {
    // Another arrival has taken its turn and not committed yet (its INSERT, history, e-mail jobs).
    const pending = await createLocalReq({}, payload)
    await initTransaction(pending)
    let next: Promise<number> | undefined
    try {
      await payload.create({ collection: slugs.leads, data: submission('en-cours'), req: pending, overrideAccess: true, depth: 0 })
      next = storeLead(payload, submission('sans-attente'))
      const waited = new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 5_000))
      expect(await Promise.race([next, waited])).not.toBe('waited')
      expect(await ownerOf(await next)).not.toBeNull()
    } finally {
      await killTransaction(pending)
      await next
    }
  })

  it('continues the same turn for leads created through Payload, also concurrently', async () => {
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        payload.create({
          collection: slugs.leads,
          data: { formOrigin: 'contact', name: `Admin ${index}`, email: `admin.rr.${index}.${Date.now()}@example.fr`, status: 'new' },
          overrideAccess: true,
        }),
      ),
    )
    expect(countBy(created.map((lead) => (lead.owner as User).id))).toEqual(Object.fromEntries(sellers.map((seller) => [seller.id, 2])))
  })

  it('skips a salesperson who does not receive leads, and never assigns a suspected spam', async () => {
    await payload.update({ collection: slugs.users, id: sellers[2]!.id, data: { receivesLeads: false }, overrideAccess: true })
    try {
      const ids = await Promise.all(Array.from({ length: 4 }, (_, index) => storeLead(payload, submission(`two${index}`))))
      const owners = await Promise.all(ids.map(ownerOf))
      expect(countBy(owners)).toEqual({ [sellers[0]!.id]: 2, [sellers[1]!.id]: 2, [sellers[2]!.id]: 0 })
      expect(await ownerOf(await storeLead(payload, submission('spam', true)))).toBeNull()
    } finally {
      await payload.update({ collection: slugs.users, id: sellers[2]!.id, data: { receivesLeads: true }, overrideAccess: true })
    }
  })

  it('records the automatic assignment in the history and queues the owner’s e-mail', async () => {
    const id = await storeLead(payload, submission('history'))
    const owner = await ownerOf(id)
    const seller = sellers.find((each) => each.id === owner)!
    const { docs: changes } = await payload.find({ collection: slugs.leadChanges, where: { lead: { equals: id } }, overrideAccess: true })
    expect(changes.map((change) => [change.field, change.before, change.after, change.reason, change.author ?? null])).toEqual([
      ['owner', 'Non attribué', seller.name, 'tour de rôle', null],
    ])
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'notifyOwnerOfLead' } },
      limit: 10_000,
      overrideAccess: true,
    })
    expect(jobs.filter((job) => (job.input as { leadId?: number }).leadId === id).map((job) => job.input)).toEqual([
      { leadId: id, ownerId: owner },
    ])
  })

  it('leaves new leads unassigned when the admin chose no rule', async () => {
    await setRule('none')
    try {
      expect(await ownerOf(await storeLead(payload, submission('none')))).toBeNull()
      const created = await payload.create({
        collection: slugs.leads,
        data: { formOrigin: 'contact', name: 'Sans règle', email: `sans.regle.${Date.now()}@example.fr`, status: 'new' },
        overrideAccess: true,
      })
      expect(created.owner ?? null).toBeNull()
    } finally {
      await setRule('round-robin')
    }
  })
})

describe('a returning customer', () => {
  it('goes to the owner of their open lead, by e-mail or by phone, through the form or Payload, taking no turn', async () => {
    const first = await storeLead(payload, submission('fidele', false, '80000', '06 98 76 54 32'))
    const owner = await ownerOf(first)
    expect(owner).not.toBeNull()
    // Same phone written differently, another e-mail: the same customer.
    const again = await storeLead(payload, submission('fidele-bis', false, '80000', '+33 6 98 76 54 32'))
    expect(await ownerOf(again)).toBe(owner)
    const byMail = await payload.create({
      collection: slugs.leads,
      data: { formOrigin: 'contact', name: 'Fidèle', email: 'Attribution.Fidele@example.fr', status: 'new' },
      overrideAccess: true,
    })
    expect((byMail.owner as User).id).toBe(owner)
    const reasonOf = async (id: number) =>
      (await payload.find({ collection: slugs.leadChanges, where: { lead: { equals: id } }, overrideAccess: true })).docs.map(
        (change) => change.reason,
      )
    expect(await reasonOf(again)).toEqual([`même téléphone et même nom que le lead n°\u00a0${first}`])
    expect(await reasonOf(byMail.id)).toEqual([`même e-mail que le lead n°\u00a0${first}`])
    // No turn was taken: the next three new customers still go to each salesperson once.
    const fresh = await Promise.all(Array.from({ length: 3 }, (_, index) => storeLead(payload, submission(`apres-fidele-${index}`))))
    expect(countBy(await Promise.all(fresh.map(ownerOf)))).toEqual(Object.fromEntries(sellers.map((seller) => [seller.id, 1])))
  })

  it('goes by the rule when their earlier owner no longer receives leads', async () => {
    const first = await storeLead(payload, submission('parti', false, '80000', '06 11 22 33 44'))
    const owner = (await ownerOf(first))!
    await payload.update({ collection: slugs.users, id: owner, data: { receivesLeads: false }, overrideAccess: true })
    try {
      const again = await storeLead(payload, submission('parti-bis', false, '80000', '06 11 22 33 44'))
      const next = await ownerOf(again)
      expect(next).not.toBeNull()
      expect(next).not.toBe(owner)
    } finally {
      await payload.update({ collection: slugs.users, id: owner, data: { receivesLeads: true }, overrideAccess: true })
    }
  })

  // A number or an address behind thousands of leads (a switchboard, a form filled in again and again) must not
  // make every new lead's store read them all: the lookup reads the customer's last 20 leads by each, whatever
  // else arrived since.
  it('is found from their last leads alone, however many share their phone and e-mail', async () => {
    const client = await postgresOf(payload).pool.connect()
    try {
      await client.query('begin')
      const insert = (rows: string) =>
        client.query(`insert into leads (form_origin, status, name, email, phone, phone_key, owner_id, created_at) ${rows}`, [
          sellers[1]!.id,
        ])
      // The customer's 3 000 leads, then 3 000 other customers' since.
      await insert(`select 'contact', 'converted', 'Standard ' || n, 'standard@example.fr', '03 22 00 00 00', '0322000000', $1,
        now() - interval '1 day' - n * interval '1 minute' from generate_series(1, 3000) n`)
      await insert(`select 'contact', 'new', 'Client ' || n, 'client.' || n || '@example.fr', '06 00 00 00 00', '06' || lpad(n::text, 8, '0'), $1,
        now() - n * interval '1 second' from generate_series(1, 3000) n`)
      await client.query('analyze leads')
      const phoneLeads = (await client.query(`select id from leads where phone_key = '0322000000' order by created_at desc limit 20`)).rows
      const facts = new PgDialect().sqlToQuery(
        leadFactsCte(
          '80',
          'standard@example.fr',
          phoneLeads.map((row: { id: number }) => row.id),
        ),
      )
      const lookup = `with ${facts.sql}, ${returningOwnerCte} select id from returning_owner`
      expect((await client.query(lookup, facts.params)).rows).toEqual([{ id: sellers[1]!.id }])
      const [
        {
          'QUERY PLAN': [{ Plan: plan }],
        },
      ] = (await client.query(`explain (analyze, format json) ${lookup}`, facts.params)).rows
      expect(leadRowsRead(plan)).toBeLessThanOrEqual(40)
    } finally {
      await client.query('rollback')
      client.release()
    }
  })
})

type PlanNode = {
  'Relation Name'?: string
  'Actual Rows': number
  'Actual Loops': number
  'Rows Removed by Filter'?: number
  'Rows Removed by Index Recheck'?: number
  Plans?: PlanNode[]
}

/** The rows of the leads table the plan's scans read (kept or filtered out), all loops together. */
const leadRowsRead = (node: PlanNode): number =>
  (node['Relation Name'] === 'leads'
    ? (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * node['Actual Loops']
    : 0) + (node.Plans ?? []).reduce((sum, child) => sum + leadRowsRead(child), 0)

describe('the assignment rule and reassignment', () => {
  it('only admins read or change the rule', async () => {
    expect(
      await attempt(() =>
        payload.updateGlobal({ slug: slugs.leadAssignment, data: { rule: 'none' }, overrideAccess: false, user: staff.sales }),
      ),
    ).toBe('denied')
    expect(await attempt(() => payload.findGlobal({ slug: slugs.leadAssignment, overrideAccess: false, user: staff.sales }))).toBe('denied')
    expect(await attempt(() => payload.findGlobal({ slug: slugs.leadAssignment, overrideAccess: false, user: staff.editor }))).toBe(
      'denied',
    )
    expect(
      await attempt(() =>
        payload.updateGlobal({ slug: slugs.leadAssignment, data: { rule: 'round-robin' }, overrideAccess: false, user: staff.admin }),
      ),
    ).toBe('allowed')
    const { rows } = await postgresOf(payload).pool.query(
      `select (select count(*)::int from lead_assignment) as rows, (select last_value from ${SHARED_TURN_SEQUENCE}) as turn`,
    )
    // Saving the setting keeps its single row and never rewinds the turn.
    expect(rows[0].rows).toBe(1)
    expect(Number(rows[0].turn)).toBeGreaterThan(0)
  })

  it('a salesperson reassigns a lead to another salesperson: history with who, before → after, and the new owner’s e-mail', async () => {
    const id = await storeLead(payload, submission('reassign'))
    const previous = await ownerOf(id)
    const target = sellers.find((seller) => seller.id !== previous)!
    await payload.update({ collection: slugs.leads, id, data: { owner: target.id }, overrideAccess: false, user: staff.sales })
    expect(await ownerOf(id)).toBe(target.id)
    const { docs: changes } = await payload.find({
      collection: slugs.leadChanges,
      where: { lead: { equals: id } },
      sort: 'createdAt',
      overrideAccess: true,
      depth: 0,
    })
    expect(changes.at(-1)).toMatchObject({
      field: 'owner',
      before: sellers.find((seller) => seller.id === previous)!.name,
      after: target.name,
      author: staff.sales!.id,
    })
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'notifyOwnerOfLead' } },
      sort: 'createdAt',
      limit: 10_000,
      overrideAccess: true,
    })
    expect(jobs.filter((job) => (job.input as { leadId?: number }).leadId === id).map((job) => job.input)).toEqual([
      { leadId: id, ownerId: previous },
      { leadId: id, ownerId: target.id },
    ])
  })

  it('refuses an owner who is not a salesperson, and unassigns on request', async () => {
    const id = await storeLead(payload, submission('refuse'))
    await expect(
      payload.update({ collection: slugs.leads, id, data: { owner: staff.editor!.id }, overrideAccess: false, user: staff.sales }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      payload.update({ collection: slugs.leads, id, data: { owner: 999_999 }, overrideAccess: false, user: staff.admin }),
    ).rejects.toMatchObject({
      status: 400,
    })
    await payload.update({ collection: slugs.leads, id, data: { owner: null }, overrideAccess: false, user: staff.admin })
    expect(await ownerOf(id)).toBeNull()
  })

  it('e-mails the owner in French through the job queue', async () => {
    const id = await storeLead(payload, submission('mail'))
    const owner = await ownerOf(id)
    const sent: { to: unknown; subject: unknown; text: unknown }[] = []
    const original = payload.sendEmail
    payload.sendEmail = async (message) => {
      sent.push(message as (typeof sent)[number])
      return undefined
    }
    try {
      const { docs } = await payload.find({
        collection: 'payload-jobs',
        where: { and: [{ taskSlug: { equals: 'notifyOwnerOfLead' } }, { completedAt: { exists: false } }] },
        limit: 10_000,
        overrideAccess: true,
      })
      const job = docs.find((each) => (each.input as { leadId?: number }).leadId === id)!
      await payload.jobs.runByID({ id: job.id })
    } finally {
      payload.sendEmail = original
    }
    const seller = sellers.find((each) => each.id === owner)!
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ to: seller.email, subject: `Lead attribué : Attribution mail (Contact)` })
    expect(String(sent[0]!.text)).toContain(`Bonjour ${seller.name},`)
    expect(String(sent[0]!.text)).toContain(`/admin/dashboard?lead=${id}`)
  })
})

describe('assignment by département', () => {
  const setDepartments = (seller: User, departments: string[]) =>
    payload.update({ collection: slugs.users, id: seller.id, data: { departments }, overrideAccess: false, user: staff.admin })

  it('gives each département’s leads to those who cover it, in turn, concurrently; others to those who cover none', async () => {
    const [alice, bruno, chloe] = sellers as [User, User, User]
    await setDepartments(alice, ['59'])
    await setDepartments(bruno, ['62', '59'])
    await setDepartments(chloe, [])
    await setRule('department')
    try {
      const arrivals = [
        ...Array.from({ length: 12 }, (_, index) => ['59', `dep59-${index}`, '59000'] as const),
        ...Array.from({ length: 4 }, (_, index) => ['62', `dep62-${index}`, '62100'] as const),
        ...Array.from({ length: 6 }, (_, index) => ['80', `dep80-${index}`, '80000'] as const),
      ]
      const stored = await Promise.all(
        arrivals.map(async ([department, tag, postalCode]) => {
          const id = await storeLead(payload, submission(tag, false, postalCode))
          return [department, await ownerOf(id)] as const
        }),
      )
      const ownersOf = (department: string) => countBy(stored.filter(([each]) => each === department).map(([, owner]) => owner))
      expect(ownersOf('59')).toEqual({ [alice.id]: 6, [bruno.id]: 6, [chloe.id]: 0 })
      expect(ownersOf('62')).toEqual({ [alice.id]: 0, [bruno.id]: 4, [chloe.id]: 0 })
      // Nobody covers the Somme: the salesperson without a territory takes them, not the territories' owners.
      expect(ownersOf('80')).toEqual({ [alice.id]: 0, [bruno.id]: 0, [chloe.id]: 6 })

      // A lead created through Payload follows the same rule, and a salesperson who no longer receives leads is skipped.
      await payload.update({ collection: slugs.users, id: bruno.id, data: { receivesLeads: false }, overrideAccess: true })
      const created = await payload.create({
        collection: slugs.leads,
        data: { formOrigin: 'contact', name: 'Lille', email: `lille.${Date.now()}@example.fr`, postalCode: '62000', status: 'new' },
        overrideAccess: true,
      })
      expect((created.owner as User).id).not.toBe(bruno.id)
      const fromLille = await payload.create({
        collection: slugs.leads,
        data: { formOrigin: 'contact', name: 'Lille', email: `lille2.${Date.now()}@example.fr`, postalCode: '59000', status: 'new' },
        overrideAccess: true,
      })
      expect((fromLille.owner as User).id).toBe(alice.id)

      // Everyone with a territory: a lead nobody covers goes round the shared counter among all.
      await payload.update({ collection: slugs.users, id: bruno.id, data: { receivesLeads: true }, overrideAccess: true })
      await setDepartments(chloe, ['76'])
      const ids = await Promise.all(
        Array.from({ length: 3 }, (_, index) => storeLead(payload, submission(`all80-${index}`, false, '80000'))),
      )
      expect(countBy(await Promise.all(ids.map(ownerOf)))).toEqual({ [alice.id]: 1, [bruno.id]: 1, [chloe.id]: 1 })
    } finally {
      await setDepartments(chloe, [])
      await payload.update({ collection: slugs.users, id: bruno.id, data: { receivesLeads: true }, overrideAccess: true })
      await setRule('round-robin')
    }
  })

  it('gives a lead that only shares a phone number with another person’s to its territory, and says why', async () => {
    const [alice, bruno] = sellers as [User, User]
    await setDepartments(alice, ['80'])
    await setDepartments(bruno, ['59'])
    await setRule('department')
    try {
      // A switchboard number: Mme Leroy of Amiens sent a lead, Alice (the Somme) has it.
      const switchboard = '03 22 45 67 89'
      const amiens = await storeLead(payload, { ...submission('standard-amiens', false, '80000', switchboard), name: 'Sophie Leroy' })
      expect(await ownerOf(amiens)).toBe(alice.id)
      // Someone else from Lille with the same number: the Nord's salesperson, by département.
      const lille = await storeLead(payload, { ...submission('standard-lille', false, '59000', switchboard), name: 'Marc Dubois' })
      expect(await ownerOf(lille)).toBe(bruno.id)
      const { docs } = await payload.find({ collection: slugs.leadChanges, where: { lead: { equals: lille } }, overrideAccess: true })
      expect(docs.map((change) => [change.after, change.reason])).toEqual([[bruno.name, 'département 59']])
      // Mme Leroy again, from that number and another address: still hers, with the lead that matched.
      const again = await storeLead(payload, { ...submission('standard-amiens-2', false, '59000', switchboard), name: 'S. LEROY' })
      expect(await ownerOf(again)).toBe(alice.id)
    } finally {
      await setDepartments(alice, [])
      await setDepartments(bruno, [])
      await setRule('round-robin')
    }
  })

  it('ignores départements under the round-robin rule', async () => {
    const ids = await Promise.all(Array.from({ length: 3 }, (_, index) => storeLead(payload, submission(`rr59-${index}`, false, '59000'))))
    expect(countBy(await Promise.all(ids.map(ownerOf)))).toEqual(Object.fromEntries(sellers.map((seller) => [seller.id, 1])))
  })

  it('checks the list on the server: codes normalised, unknown ones refused, and only admins set it', async () => {
    const [alice] = sellers as [User]
    const saved = await setDepartments(alice, [' 2a', '80', '59', '80'])
    expect(saved.departments).toEqual(['2A', '59', '80'])
    await expect(setDepartments(alice, ['59', '20'])).rejects.toMatchObject({ status: 400 })
    await expect(setDepartments(alice, ['Nord'])).rejects.toMatchObject({ status: 400 })
    const self = { ...alice, collection: slugs.users } as User
    await payload.update({ collection: slugs.users, id: alice.id, data: { departments: ['75'] }, overrideAccess: false, user: self })
    const reread = await payload.findByID({ collection: slugs.users, id: alice.id, overrideAccess: true, depth: 0 })
    expect(reread.departments).toEqual(['2A', '59', '80'])
    expect(
      await attempt(() =>
        payload.updateGlobal({ slug: slugs.leadAssignment, data: { rule: 'department' }, overrideAccess: false, user: staff.sales }),
      ),
    ).toBe('denied')
  })
})
