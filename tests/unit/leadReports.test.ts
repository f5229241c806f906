import { describe, expect, it } from 'vitest'
import { mondayOf, reportRange, weeksOf } from '@/leads/reports/reportRange'
import { ageBucketLabels, shapeReport, sourceLabel, weeklyCounts } from '@/leads/reports/shapeReport'
import { reportTables } from '@/leads/reports/reportTables'

describe('the report’s period', () => {
  it('defaults to twelve weeks ending today, from a Monday', () => {
    // 2026-11-24 is a Tuesday; eleven weeks before its Monday (2026-11-23) is 2026-09-07.
    expect(reportRange({}, '2026-11-24')).toEqual({ ok: true, range: { from: '2026-09-07', to: '2026-11-24' } })
    expect(weeksOf({ from: '2026-09-07', to: '2026-11-24' })).toHaveLength(12)
  })

  it('takes the days asked for, and refuses malformed, reversed or over-long periods', () => {
    expect(reportRange({ du: '2026-01-05', au: '2026-02-01' }, '2026-11-24')).toEqual({
      ok: true,
      range: { from: '2026-01-05', to: '2026-02-01' },
    })
    expect(reportRange({ du: '2026-02-30' }, '2026-11-24').ok).toBe(false)
    expect(reportRange({ du: ['2026-01-01'] }, '2026-11-24').ok).toBe(false)
    expect(reportRange({ du: '2026-03-02', au: '2026-03-01' }, '2026-11-24')).toEqual({
      ok: false,
      message: 'La date de début doit précéder la date de fin.',
    })
    expect(reportRange({ du: '2020-01-01', au: '2026-03-01' }, '2026-11-24')).toEqual({
      ok: false,
      message: 'La période ne peut dépasser deux ans.',
    })
  })

  it('starts weeks on Mondays', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23')
    expect(mondayOf('2026-11-23')).toBe('2026-11-23')
    expect(weeksOf({ from: '2026-11-25', to: '2026-12-07' })).toEqual(['2026-11-23', '2026-11-30', '2026-12-07'])
  })
})

describe('shaping the report', () => {
  it('fills every week, keeps only series with leads, and totals each week', () => {
    const series = [
      { key: 'contact', label: 'Contact' },
      { key: 'faisabilite', label: 'Faisabilité' },
      { key: 'etude-gratuite', label: 'Étude gratuite' },
    ]
    const shaped = weeklyCounts(
      [
        { week: '2026-11-16', key: 'contact', count: 2 },
        { week: '2026-11-23', key: 'etude-gratuite', count: 3 },
        { week: '2026-11-23', key: 'contact', count: 1 },
      ],
      ['2026-11-09', '2026-11-16', '2026-11-23'],
      series,
    )
    expect(shaped.series.map((one) => one.key)).toEqual(['contact', 'etude-gratuite'])
    expect(shaped.weeks).toEqual([
      { week: '2026-11-09', counts: [0, 0], total: 0 },
      { week: '2026-11-16', counts: [2, 0], total: 2 },
      { week: '2026-11-23', counts: [1, 3], total: 4 },
    ])
  })

  it('names sources: tagged, referrer domain, direct, the rest together', () => {
    expect(sourceLabel('utm:google / cpc')).toBe('google / cpc')
    expect(sourceLabel('ref:bing.com')).toBe('bing.com')
    expect(sourceLabel('')).toBe('Accès direct')
    expect(sourceLabel(null)).toBe('Autres sources')
  })

  it('computes conversion without Invalide, invalid shares and lost reasons, names unassigned leads, and labels age buckets in French', () => {
    const report = shapeReport(
      { from: '2026-11-23', to: '2026-11-29' },
      {
        byOrigin: [],
        bySource: [
          { week: '2026-11-23', key: null, count: 1 },
          { week: '2026-11-23', key: 'ref:bing.com', count: 2 },
        ],
        // 9 leads, 1 of them spam: 2 converted of the 8 real prospects.
        outcomes: [{ origin: 'contact', total: 9, converted: 2, lost: 3, invalid: 1 }],
        lostReasons: [
          { key: '', label: null, position: null, count: 1 },
          { key: '4', label: 'Concurrent', position: 'a2', count: 1 },
          { key: '1', label: 'Prix', position: 'a0', count: 1 },
        ],
        responseByWeek: [{ key: '2026-11-23', label: null, leads: 8, responded: 5, median: 42.4 }],
        responseByOwner: [
          { key: '', label: null, leads: 3, responded: 0, median: null },
          { key: '7', label: 'Alice', leads: 5, responded: 5, median: 10 },
        ],
        openByAge: [
          { bucket: 0, count: 4 },
          { bucket: 4, count: 2 },
        ],
        // Two of the contact leads booked their visit online, one and two days ahead; one came from outside the top sources.
        bookedOnline: [
          { origin: 'contact', source: 'ref:bing.com', minutes: 2880 },
          { origin: 'contact', source: 'utm:ailleurs / -', minutes: 1440 },
        ],
      },
    )
    expect(report.bySource.series.map((one) => one.label)).toEqual(['bing.com', 'Autres sources'])
    expect(report.conversion[0]).toMatchObject({ label: 'Contact', lost: 3, conversionRate: 0.25, invalidShare: 1 / 9 })
    expect(report.lostReasons.map((row) => [row.label, row.count])).toEqual([
      ['Prix', 1],
      ['Concurrent', 1],
      ['Sans motif', 1],
    ])
    expect(report.responseByWeek).toEqual([{ key: '2026-11-23', label: '2026-11-23', leads: 8, responded: 5, medianMinutes: 42 }])
    expect(report.responseByOwner.map((row) => row.label)).toEqual(['Alice', 'Non attribué'])
    expect(report.openByAge.map((bucket) => bucket.count)).toEqual([4, 0, 0, 0, 2])
    expect(ageBucketLabels()).toEqual([
      'Moins de 2\u00a0jours',
      '2 à 7\u00a0jours',
      '7 à 30\u00a0jours',
      '30 à 90\u00a0jours',
      '90\u00a0jours et plus',
    ])
    const tables = reportTables(report)
    expect(tables.find((table) => table.id === 'conversion')?.rows).toEqual([['Contact', 9, 2, 3, '25\u00a0%', 1, '11,1\u00a0%']])
    expect(tables.find((table) => table.id === 'motifs-perte')?.rows).toEqual([
      ['Prix', 1],
      ['Concurrent', 1],
      ['Sans motif', 1],
    ])
    expect(tables.find((table) => table.id === 'sources')?.rows).toEqual([['23 nov. 2026', 2, 1, 3]])
    expect(tables.find((table) => table.id === 'visites-formulaire')?.rows).toEqual([['Contact', 9, 2, '22,2\u00a0%', '1 j 12 h']])
    expect(tables.find((table) => table.id === 'visites-source')?.rows).toEqual([
      ['bing.com', 2, 1, '50\u00a0%', '2 j 0 h'],
      ['Autres sources', 1, 1, '100\u00a0%', '1 j 0 h'],
    ])
  })
})
