import type { Payload, PayloadRequest } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { postgresOf } from '@/db/postgres'
import { formOriginLabels } from '@/forms/registry'
import type { FormOrigin } from '@/rules/formOrigins'
import type { LeadStatus } from '@/leads/rules/leadStatus'
import { leadReport } from '@/leads/reports/leadReport'
import { leadReportCsv, leadReports } from '@/leads/reports/reportEndpoints'
import { percent } from '@/leads/reports/reportTables'
import type { LeadReport } from '@/leads/reports/shapeReport'
import type { User } from '@/payload-types'
import { createStaff } from '../harness/actors'
import { getTestPayload } from '../harness/payload'

let payload: Payload
let staff: Awaited<ReturnType<typeof createStaff>>
const owners: Record<'alice' | 'bruno', User> = {} as Record<'alice' | 'bruno', User>

/** A seeded lead: when it came (noon UTC, the same day in Paris), from where, its fate and its first responses. */
type Seed = {
  day: string
  origin: FormOrigin
  status: LeadStatus
  owner?: 'alice' | 'bruno'
  utm?: [string, string]
  referrer?: string
  /** Minutes from arrival to the first opening, and to the first activity logged as done. */
  opened?: number
  activity?: number
  /** An activity planned later than it was logged: never a response. */
  planned?: boolean
}

// March 2021: four weeks (Mondays 1, 8, 15 and 22), far from the leads the other tests make today.
const range = { from: '2021-03-01', to: '2021-03-28' }
const seeds: Seed[] = [
  { day: '2021-03-01', origin: 'contact', status: 'converted', owner: 'alice', utm: ['Google', 'cpc'], opened: 30 },
  {
    day: '2021-03-02',
    origin: 'contact',
    status: 'invalid',
    owner: 'bruno',
    referrer: 'https://www.bing.com/search?q=combles',
    opened: 90,
  },
  { day: '2021-03-03', origin: 'faisabilite', status: 'in-progress', owner: 'alice', utm: ['google', 'CPC'], opened: 240, activity: 60 },
  { day: '2021-03-09', origin: 'faisabilite', status: 'to-contact', owner: 'alice', opened: 10 },
  { day: '2021-03-10', origin: 'etude-gratuite', status: 'converted', owner: 'bruno', utm: ['facebook', 'social'], opened: 600 },
  { day: '2021-03-11', origin: 'contact', status: 'new' },
  { day: '2021-03-12', origin: 'contact', status: 'new', owner: 'bruno', activity: 45, planned: true },
  { day: '2021-03-16', origin: 'combles-maison-phenix', status: 'converted', owner: 'alice', referrer: 'https://bing.com/', opened: 1500 },
  { day: '2021-03-17', origin: 'combles-maison-phenix', status: 'invalid', referrer: 'https://www.leboncoin.fr/annonce', opened: 5 },
  {
    day: '2021-03-28',
    origin: 'etude-gratuite',
    status: 'in-progress',
    owner: 'bruno',
    utm: ['newsletter', ''],
    opened: 120,
    activity: 20,
  },
]
// Outside the period: counted nowhere but in the open leads' ages.
const outside: Seed[] = [
  { day: '2021-02-28', origin: 'contact', status: 'new' },
  { day: '2021-03-29', origin: 'contact', status: 'to-contact' },
]
/** Open leads of today, by how many days ago they came. */
const recentOpenDaysAgo = [0.5, 3, 10, 45]

const MINUTE = 60_000
const noon = (day: string) => new Date(`${day}T12:00:00Z`)
const plus = (date: Date, minutes: number) => new Date(date.getTime() + minutes * MINUTE)
const isOpen = (status: LeadStatus) => status === 'new' || status === 'to-contact' || status === 'in-progress'

/**
 * Stores a lead as it would be after its life: its dates, owner, status, source and first response (the
 * owner's opening or done activity, as the hooks stamp it) set in SQL (hooks would stamp them now).
 */
async function store(seed: Seed, createdAt = noon(seed.day)) {
  const lead = await payload.create({
    collection: slugs.leads,
    data: { formOrigin: seed.origin, name: 'Rapport Test', email: `rapport.${Date.now()}.${Math.random()}@example.fr`, status: 'new' },
    overrideAccess: true,
    context: { skipAssignment: true },
  })
  const { pool } = postgresOf(payload)
  await pool.query(
    `update leads set created_at = $2, status = $3, owner_id = $4, first_opened_at = $5, source_utm_source = $6,
       source_utm_medium = $7, source_referrer = $8, first_response_at = $9 where id = $1`,
    [
      lead.id,
      createdAt,
      seed.status,
      seed.owner ? owners[seed.owner].id : null,
      seed.opened === undefined ? null : plus(createdAt, seed.opened),
      seed.utm?.[0] ?? null,
      seed.utm?.[1] ?? null,
      seed.referrer ?? null,
      firstResponse(seed) === null ? null : plus(createdAt, firstResponse(seed)!),
    ],
  )
  if (seed.activity !== undefined) {
    const done = plus(createdAt, seed.activity)
    const activity = await payload.create({
      collection: slugs.leadActivities,
      data: { lead: lead.id, date: (seed.planned ? plus(done, 3 * 24 * 60) : done).toISOString(), types: ['called'] },
      overrideAccess: true,
    })
    await pool.query('update lead_activities set created_at = $2 where id = $1', [activity.id, done])
  }
}

// ---- The expected figures, computed from the seed alone. ----

/** The Monday of a seeded day (noon UTC is the same day in Paris). */
function mondayOf(day: string): string {
  const date = noon(day)
  const back = (date.getUTCDay() + 6) % 7
  return new Date(date.getTime() - back * 24 * 60 * MINUTE).toISOString().slice(0, 10)
}
const weeks = ['2021-03-01', '2021-03-08', '2021-03-15', '2021-03-22']

function sourceOf(seed: Seed): string {
  if (seed.utm) return `${seed.utm[0].toLowerCase()} / ${seed.utm[1].toLowerCase() || '-'}`
  if (seed.referrer) return new URL(seed.referrer).hostname.replace(/^www\./, '')
  return 'Accès direct'
}

function firstResponse(seed: Seed): number | null {
  const times = [seed.opened, seed.planned ? undefined : seed.activity].filter((value): value is number => value !== undefined)
  return times.length ? Math.min(...times) : null
}

function median(values: number[]): number | null {
  if (!values.length) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return Math.round(sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2)
}

const countBy = <T>(items: T[], key: (item: T) => string) => {
  const counts = new Map<string, number>()
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1)
  return counts
}

/** The weekly counts a report gives, as a map of "week|label" to count (zeros left out). */
function weeklyMap(counts: LeadReport['byOrigin']): Map<string, number> {
  const map = new Map<string, number>()
  for (const week of counts.weeks) {
    week.counts.forEach((count, index) => count && map.set(`${week.week}|${counts.series[index]!.label}`, count))
  }
  return map
}

function ageBucket(days: number): number {
  return [2, 7, 30, 90].filter((bound) => days >= bound).length
}

let before: LeadReport

beforeAll(async () => {
  payload = await getTestPayload()
  staff = await createStaff(payload)
  for (const [key, name] of [
    ['alice', 'Alice Rapport'],
    ['bruno', 'Bruno Rapport'],
  ] as const) {
    owners[key] = await payload.create({
      collection: slugs.users,
      data: {
        email: `${key}.rapport.${Date.now()}@test.combles-nord.fr`,
        password: 'mot-de-passe-de-test-1',
        role: 'sales',
        name,
        receivesLeads: false,
      },
      overrideAccess: true,
    })
  }
  before = await leadReport(payload, range)
  for (const seed of [...seeds, ...outside]) await store(seed)
  for (const daysAgo of recentOpenDaysAgo) {
    await store({ day: '', origin: 'contact', status: 'to-contact' }, new Date(Date.now() - daysAgo * 24 * 60 * MINUTE))
  }
})

describe('the lead report on a seeded set of leads', () => {
  it('counts the leads of each week by form and by source', async () => {
    const report = await leadReport(payload, range)
    expect(report.byOrigin.weeks.map((week) => week.week)).toEqual(weeks)
    expect(weeklyMap(report.byOrigin)).toEqual(countBy(seeds, (seed) => `${mondayOf(seed.day)}|${formOriginLabels[seed.origin]}`))
    expect(weeklyMap(report.bySource)).toEqual(countBy(seeds, (seed) => `${mondayOf(seed.day)}|${sourceOf(seed)}`))
    expect(report.byOrigin.weeks.reduce((sum, week) => sum + week.total, 0)).toBe(seeds.length)
  })

  it('gives each form’s conversion rate, without its invalid leads, and its lost and invalid leads', async () => {
    const report = await leadReport(payload, range)
    const origins = [...new Set(seeds.map((seed) => seed.origin))]
    expect(
      report.conversion.map(({ origin, total, converted, lost, invalid, conversionRate, invalidShare }) => ({
        origin,
        total,
        converted,
        lost,
        invalid,
        conversionRate,
        invalidShare,
      })),
    ).toEqual(
      expect.arrayContaining(
        origins.map((origin) => {
          const of = seeds.filter((seed) => seed.origin === origin)
          const converted = of.filter((seed) => seed.status === 'converted').length
          const lost = of.filter((seed) => seed.status === 'lost').length
          const invalid = of.filter((seed) => seed.status === 'invalid').length
          // Spam and errors are no prospects: the rate counts the others only.
          const conversionRate = of.length - invalid ? converted / (of.length - invalid) : 0
          return { origin, total: of.length, converted, lost, invalid, conversionRate, invalidShare: invalid / of.length }
        }),
      ),
    )
    expect(report.conversion).toHaveLength(origins.length)
  })

  it('gives the median first response per week and per owner (opening or done activity, whichever first; planned ones never)', async () => {
    const report = await leadReport(payload, range)
    expect(report.responseByWeek.map(({ key, leads, responded, medianMinutes }) => ({ key, leads, responded, medianMinutes }))).toEqual(
      weeks.map((week) => {
        const of = seeds.filter((seed) => mondayOf(seed.day) === week)
        const times = of.map(firstResponse).filter((value): value is number => value !== null)
        return { key: week, leads: of.length, responded: times.length, medianMinutes: median(times) }
      }),
    )
    const byOwner = new Map(report.responseByOwner.map((row) => [row.label, row]))
    for (const [key, label] of [
      ['alice', 'Alice Rapport'],
      ['bruno', 'Bruno Rapport'],
      [undefined, 'Non attribué'],
    ] as const) {
      const of = seeds.filter((seed) => seed.owner === key)
      const times = of.map(firstResponse).filter((value): value is number => value !== null)
      expect(byOwner.get(label)).toMatchObject({ leads: of.length, responded: times.length, medianMinutes: median(times) })
    }
  })

  it('counts every open lead by its age, whatever the period', async () => {
    const report = await leadReport(payload, range)
    const added = [0, 0, 0, 0, 0]
    const now = Date.now()
    for (const seed of [...seeds, ...outside].filter((one) => isOpen(one.status)))
      added[ageBucket((now - noon(seed.day).getTime()) / (24 * 60 * MINUTE))]! += 1
    for (const daysAgo of recentOpenDaysAgo) added[ageBucket(daysAgo)]! += 1
    expect(report.openByAge.map((bucket) => bucket.count)).toEqual(before.openByAge.map((bucket, index) => bucket.count + added[index]!))
  })
})

describe('the report’s endpoints', () => {
  const call = (endpoint: typeof leadReports, user: User | undefined, query: Record<string, unknown>) =>
    endpoint.handler({ payload, user: user && { ...user, collection: slugs.users }, query } as unknown as PayloadRequest)

  it('are for sales staff and admins only', async () => {
    expect((await call(leadReports, undefined, {})).status).toBe(401)
    expect((await call(leadReports, staff.editor, {})).status).toBe(403)
    expect((await call(leadReports, staff.sales, {})).status).toBe(200)
  })

  it('refuse a malformed or too long period, and an unknown table', async () => {
    expect((await call(leadReports, staff.admin, { du: '2021-13-01' })).status).toBe(400)
    expect((await call(leadReports, staff.admin, { du: '2019-01-01', au: '2021-03-01' })).status).toBe(400)
    expect((await call(leadReports, staff.admin, { du: '2021-03-02', au: '2021-03-01' })).status).toBe(400)
    expect((await call(leadReportCsv, staff.admin, { tableau: 'tout' })).status).toBe(400)
  })

  it('give a table as CSV with French headers and ";" separators', async () => {
    const response = await call(leadReportCsv, staff.sales, { tableau: 'conversion', du: range.from, au: range.to })
    expect(response.status).toBe(200)
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('Formulaire;Leads;Convertis;Perdus;Taux de conversion;Invalides;Part d’invalides')
    const contact = seeds.filter((seed) => seed.origin === 'contact')
    const count = (status: string) => contact.filter((seed) => seed.status === status).length
    // A cell holding a comma ("33,3 %") is quoted, so that no spreadsheet splits it.
    const cell = (text: string) => (text.includes(',') ? `"${text}"` : text)
    expect(lines).toContain(
      `Contact;${contact.length};${count('converted')};${count('lost')};${cell(percent(count('converted') / (contact.length - count('invalid'))))};${count('invalid')};${cell(percent(count('invalid') / contact.length))}`,
    )
  })
})
