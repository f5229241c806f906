import { describe, expect, it } from 'vitest'
import { type CountRow, type OutcomeRow, rateText, shapeFunnels } from '@/audience/rules/funnelShape'

const count = (row: Partial<CountRow> & Pick<CountRow, 'kind' | 'count'>): CountRow => ({
  form: '',
  path: '/',
  step: 0,
  source: '',
  medium: '',
  campaign: '',
  ...row,
})
const outcome = (row: Partial<OutcomeRow>): OutcomeRow => ({
  form: 'contact',
  path: '/contact',
  source: '',
  medium: '',
  campaign: '',
  leads: 1,
  visitsBooked: 0,
  won: 0,
  lost: 0,
  lostReason: null,
  ...row,
})

describe('shapeFunnels', () => {
  const counts: CountRow[] = [
    count({ kind: 'view', path: '/contact', count: 5 }),
    count({ kind: 'view', path: '/contact', source: 'google', medium: 'cpc', campaign: 'combles', count: 3 }),
    count({ kind: 'view', path: '/', count: 9 }),
    count({ kind: 'shown', form: 'contact', path: '/contact', count: 8 }),
    count({ kind: 'start', form: 'contact', path: '/contact', count: 4 }),
    count({ kind: 'sent', form: 'contact', path: '/contact', count: 2 }),
    count({ kind: 'shown', form: 'etude-gratuite', path: '/etude-gratuite', count: 6 }),
    count({ kind: 'step', form: 'etude-gratuite', path: '/etude-gratuite', step: 2, count: 3 }),
    count({ kind: 'step', form: 'etude-gratuite', path: '/etude-gratuite', step: 1, count: 6 }),
    count({ kind: 'error', form: 'etude-gratuite', path: '/etude-gratuite', count: 1 }),
  ]
  const outcomes: OutcomeRow[] = [
    outcome({ leads: 2, visitsBooked: 1, won: 1 }),
    outcome({ source: 'google', medium: 'cpc', campaign: 'combles', leads: 1, lost: 1, lostReason: 'Budget' }),
    outcome({ source: 'google', medium: 'cpc', campaign: 'combles', leads: 2, lost: 2 }),
    outcome({ form: 'faisabilite', path: '/faisabilite', leads: 1 }),
  ]
  const funnels = shapeFunnels(counts, outcomes, ['etude-gratuite', 'contact', 'faisabilite', 'aides-eligibilite'])

  it('gives each form its funnel, steps in order, and its leads’ outcomes; forms in their order, none without a figure', () => {
    expect(funnels.forms).toEqual([
      {
        form: 'etude-gratuite',
        views: 6,
        starts: 0,
        steps: [
          { step: 1, reached: 6 },
          { step: 2, reached: 3 },
        ],
        sent: 0,
        errors: 1,
        leads: 0,
        visitsBooked: 0,
        won: 0,
        lost: 0,
        lostReasons: [],
      },
      {
        form: 'contact',
        views: 8,
        starts: 4,
        steps: [],
        sent: 2,
        errors: 0,
        leads: 5,
        visitsBooked: 1,
        won: 1,
        lost: 3,
        lostReasons: [
          { reason: 'Sans motif', count: 2 },
          { reason: 'Budget', count: 1 },
        ],
      },
      {
        form: 'faisabilite',
        views: 0,
        starts: 0,
        steps: [],
        sent: 0,
        errors: 0,
        leads: 1,
        visitsBooked: 0,
        won: 0,
        lost: 0,
        lostReasons: [],
      },
    ])
  })

  it('gives each page its views and the leads sent from it, most viewed first', () => {
    expect(funnels.pages).toEqual([
      { path: '/', views: 9, leads: 0, visitsBooked: 0, won: 0 },
      { path: '/contact', views: 8, leads: 5, visitsBooked: 1, won: 1 },
      { path: '/faisabilite', views: 0, leads: 1, visitsBooked: 0, won: 0 },
    ])
  })

  it('gives each source its page views and its leads’ outcomes, the lost ones by reason', () => {
    expect(funnels.sources).toEqual([
      { source: '', medium: '', campaign: '', views: 14, leads: 3, visitsBooked: 1, won: 1, lost: 0, lostReasons: [] },
      {
        source: 'google',
        medium: 'cpc',
        campaign: 'combles',
        views: 3,
        leads: 3,
        visitsBooked: 0,
        won: 0,
        lost: 3,
        lostReasons: [
          { reason: 'Sans motif', count: 2 },
          { reason: 'Budget', count: 1 },
        ],
      },
    ])
  })

  it('says a rate in whole per cent, or a dash when nothing was there', () => {
    expect(rateText(1, 3)).toBe('33\u00a0%')
    expect(rateText(0, 0)).toBe('–')
  })
})
