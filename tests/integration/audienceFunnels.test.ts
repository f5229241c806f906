import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import type { AudienceKey } from '@/audience/rules/audienceEvents'
import { audienceCounterOf, firstDayKept } from '@/audience/server/audienceStore'
import { funnelReport } from '@/audience/server/funnelReport'
import { postgresOf } from '@/db/postgres'
import type { NewLead } from '@/leads/intake/leadRow'
import { storeLead } from '@/leads/intake/storeLead'
import { getTestPayload } from '../harness/payload'

let payload: Payload
/** The reason the lost lead of the period gives: the first of the list. */
let lostReason: string

/** A period no other test writes in: its figures are this file's alone. */
const range = { from: '2031-03-10', to: '2031-03-16' }
const day = '2031-03-11'

const key = (overrides: Partial<AudienceKey>): AudienceKey => ({
  day,
  path: '/contact',
  form: '',
  step: 0,
  source: '',
  medium: '',
  campaign: '',
  kind: 'view',
  ...overrides,
})

let leadCount = 0
const lead = (
  formOrigin: NewLead['formOrigin'],
  page: string,
  utm: { utmSource?: string; utmMedium?: string; utmCampaign?: string },
  referrer = '',
) => {
  const tag = `${Date.now()}-${++leadCount}`
  return storeLead(payload, {
    formOrigin,
    status: 'new',
    suspectedSpam: false,
    name: `Mesure ${tag}`,
    email: `mesure.${tag}@example.fr`,
    phone: `07 ${String(leadCount).padStart(8, '0')}`,
    postalCode: '80000',
    message: '',
    formData: {},
    source: { page, referrer, utmSource: '', utmMedium: '', utmCampaign: '', utmTerm: '', utmContent: '', ...utm },
    proof: { formVersion: 'mesure-1', page, submittedAt: new Date().toISOString(), marketingConsent: false },
    submissionId: `mesure-${tag}-abcdefghijkl`,
  })
}

beforeAll(async () => {
  payload = await getTestPayload()
  const { pool } = postgresOf(payload)
  const counter = audienceCounterOf(payload)
  // By hand: /contact shown 3 times (2 with Google Ads), 2 started, 1 sent; the free study 4 times, 4 step 1, 2 step 2,
  // 1 refusal; page views: /contact 5 (3 direct, 2 from Google Ads), / 7 (from bing.com).
  const ads = { source: 'google', medium: 'cpc', campaign: 'combles-printemps' }
  for (let n = 0; n < 3; n++) counter.count(key({ kind: 'view' }))
  for (let n = 0; n < 2; n++) counter.count(key({ kind: 'view', ...ads }))
  for (let n = 0; n < 7; n++) counter.count(key({ kind: 'view', path: '/', source: 'bing.com' }))
  counter.count(key({ kind: 'shown', form: 'contact' }))
  for (let n = 0; n < 2; n++) counter.count(key({ kind: 'shown', form: 'contact', ...ads }))
  for (let n = 0; n < 2; n++) counter.count(key({ kind: 'start', form: 'contact', ...ads }))
  counter.count(key({ kind: 'sent', form: 'contact', ...ads }))
  for (let n = 0; n < 4; n++) counter.count(key({ kind: 'shown', form: 'etude-gratuite', path: '/etude-gratuite' }))
  for (let n = 0; n < 4; n++) counter.count(key({ kind: 'step', step: 1, form: 'etude-gratuite', path: '/etude-gratuite' }))
  // The second step, counted on two days of the period: added up.
  counter.count(key({ kind: 'step', step: 2, form: 'etude-gratuite', path: '/etude-gratuite' }))
  counter.count(key({ kind: 'step', step: 2, form: 'etude-gratuite', path: '/etude-gratuite', day: '2031-03-12' }))
  counter.count(key({ kind: 'error', form: 'etude-gratuite', path: '/etude-gratuite' }))
  // Outside the period: not counted.
  counter.count(key({ kind: 'view', day: '2031-03-17' }))
  await counter.flush()

  // Leads of the period: 2 from the contact page by Google Ads (one with a visit, converted; one lost), 1 free study from
  // bing.com; and one the day after the period.
  const won = await lead('contact', '/contact', { utmSource: 'Google', utmMedium: 'cpc', utmCampaign: 'combles-printemps' })
  const lost = await lead('contact', '/contact', { utmSource: 'google', utmMedium: 'cpc', utmCampaign: 'combles-printemps' })
  const study = await lead('etude-gratuite', '/etude-gratuite', {}, 'https://www.bing.com/search?q=combles')
  const later = await lead('contact', '/contact', {})
  const at = (id: number, instant: string) => pool.query('update leads set created_at = $2 where id = $1', [id, instant])
  await at(won, '2031-03-11T09:00:00Z')
  await at(lost, '2031-03-12T09:00:00Z')
  await at(study, '2031-03-16T22:30:00Z') // 23:30 in Paris: still the 16th
  await at(later, '2031-03-16T23:30:00Z') // 00:30 on the 17th in Paris
  await pool.query(`update leads set status = 'converted' where id = $1`, [won])
  const { rows: reasons } = await pool.query<{ id: number; label: string }>('select id, label from lost_reasons order by _order limit 1')
  lostReason = reasons[0]!.label
  await pool.query(`update leads set status = 'lost', lost_reason_id = $2 where id = $1`, [lost, reasons[0]!.id])
  const seller = await payload.create({
    collection: slugs.users,
    data: { email: `mesure.${Date.now()}@test.combles-nord.fr`, password: 'mot-de-passe-de-test-1', role: 'sales', name: 'Mesure' },
    overrideAccess: true,
  })
  await pool.query(
    `insert into visits (lead_id, owner_id, starts_at, ends_at, blocked_until, status, sequence, booked_by)
     values ($1, $2, '2031-03-13T09:00:00Z', '2031-03-13T10:00:00Z', '2031-03-13T10:30:00Z', 'booked', 0, 'visitor')`,
    [won, seller.id],
  )
})

describe('the funnels of a period', () => {
  it('equal the hand count: per form, its funnel and its leads’ outcomes', async () => {
    const { forms } = await funnelReport(payload, range)
    expect(forms).toEqual([
      {
        form: 'contact',
        views: 3,
        starts: 2,
        steps: [],
        sent: 1,
        errors: 0,
        leads: 2,
        visitsBooked: 1,
        won: 1,
        lost: 1,
        lostReasons: [{ reason: lostReason, count: 1 }],
      },
      {
        form: 'etude-gratuite',
        views: 4,
        starts: 0,
        steps: [
          { step: 1, reached: 4 },
          { step: 2, reached: 2 },
        ],
        sent: 0,
        errors: 1,
        leads: 1,
        visitsBooked: 0,
        won: 0,
        lost: 0,
        lostReasons: [],
      },
    ])
  })

  it('equal the hand count per page and per source, a lead’s source named as a visit’s', async () => {
    const { pages, sources } = await funnelReport(payload, range)
    expect(pages).toEqual([
      { path: '/', views: 7, leads: 0, visitsBooked: 0, won: 0 },
      { path: '/contact', views: 5, leads: 2, visitsBooked: 1, won: 1 },
      { path: '/etude-gratuite', views: 0, leads: 1, visitsBooked: 0, won: 0 },
    ])
    expect(sources).toEqual([
      { source: 'bing.com', medium: '', campaign: '', views: 7, leads: 1, visitsBooked: 0, won: 0, lost: 0, lostReasons: [] },
      { source: '', medium: '', campaign: '', views: 3, leads: 0, visitsBooked: 0, won: 0, lost: 0, lostReasons: [] },
      {
        source: 'google',
        medium: 'cpc',
        campaign: 'combles-printemps',
        views: 2,
        leads: 2,
        visitsBooked: 1,
        won: 1,
        lost: 1,
        lostReasons: [{ reason: lostReason, count: 1 }],
      },
    ])
  })

  it('keeps one row per day and counter, however many events: the table grows with days, not visits', async () => {
    const { pool } = postgresOf(payload)
    const { rows } = await pool.query(`select count(*)::int as rows, sum(count)::int as events from audience_counts where day = $1`, [day])
    expect(rows[0]).toEqual({ rows: 11, events: 28 })
  })

  it('keeps 25 months of counters', () => {
    expect(firstDayKept(new Date('2031-03-11T10:00:00Z'))).toBe('2029-02-11')
  })
})
