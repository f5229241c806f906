import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { devAdmin, signIn } from './helpers'
import { sampleAnswers } from '../tests/harness/sampleAnswers'
import type { FormOrigin } from '../src/rules/formOrigins'

type Report = {
  byOrigin: { series: { key: string; label: string }[]; weeks: { week: string; counts: number[] }[] }
  openByAge: { label: string; count: number }[]
}

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())

/** A table of the page as text cells, header row first. */
async function tableCells(page: Page, id: string): Promise<string[][]> {
  return page
    .locator(`[data-report-table="${id}"] tr`)
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())))
}

const submit = (request: APIRequestContext, index: number, formOrigin: FormOrigin, utmSource: string) =>
  request.post('/api/leads/submit', {
    headers: { 'x-forwarded-for': `198.51.100.${80 + index}` },
    data: {
      formOrigin,
      answers: { ...sampleAnswers[formOrigin], name: `Rapport ${index}`, email: `rapport.${Date.now()}.${index}@example.fr` },
      source: { page: '/contact', utmSource, utmMedium: 'email' },
    },
  })

test.use({ timezoneId: 'Europe/Paris' })

test('the reports page counts a seeded set of leads exactly, as chart, table and CSV; staff only; readable at 390 px', async ({
  page,
  request,
}) => {
  // Three admin pages, a seed and two axe runs on a busy 2-core machine.
  test.setTimeout(180_000)
  await page.goto('/admin/reports')
  await expect(page).toHaveURL(/\/admin\/login/)

  await signIn(page, devAdmin())
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  // In the admin menu (for staff), and beside the dashboard's Liste / Tableau switch.
  await expect(page.locator('nav a[href="/admin/reports"]').first()).toBeAttached()
  await page.getByRole('navigation', { name: 'Affichage des leads' }).getByRole('link', { name: 'Rapports' }).click()
  await expect(page).toHaveURL(/\/admin\/reports/)
  await expect(page.getByRole('heading', { level: 1, name: 'Rapports' })).toBeVisible()

  // The figures before the seed, from the report's own endpoint, for today.
  const day = today()
  // Asked by the page itself, with its session, as the browser would.
  const fetchText = (path: string) =>
    page.evaluate(async (url) => {
      const response = await fetch(url, { credentials: 'include' })
      return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() }
    }, path)
  const beforeResponse = await fetchText(`/api/leads/reports?du=${day}&au=${day}`)
  expect(beforeResponse.status).toBe(200)
  const before = JSON.parse(beforeResponse.text) as Report
  const originCount = (report: Report, origin: string) => {
    const index = report.byOrigin.series.findIndex((series) => series.key === origin)
    return index < 0 ? 0 : report.byOrigin.weeks.reduce((sum, week) => sum + (week.counts[index] ?? 0), 0)
  }

  // The seed: leads of two forms under a source of their own.
  const source = `rapport${Date.now()}`
  const seed: FormOrigin[] = ['contact', 'contact', 'etude-gratuite', 'faisabilite', 'contact']
  for (const [index, origin] of seed.entries()) expect((await submit(request, index, origin, source)).status()).toBe(201)
  const seeded = (origin: FormOrigin) => seed.filter((one) => one === origin).length

  await page.goto(`/admin/reports?du=${day}&au=${day}`)
  const sources = await tableCells(page, 'sources')
  const sourceColumn = sources[0]!.indexOf(`${source} / email`)
  expect(sourceColumn).toBeGreaterThan(0)
  expect(sources.slice(1).map((row) => Number(row[sourceColumn]))).toEqual([seed.length])

  const origins = await tableCells(page, 'origines')
  for (const [origin, label] of [
    ['contact', 'Contact'],
    ['etude-gratuite', 'Étude gratuite'],
    ['faisabilite', 'Faisabilité'],
  ] as const) {
    const column = origins[0]!.indexOf(label)
    expect(column).toBeGreaterThan(0)
    expect(Number(origins[1]![column])).toBe(originCount(before, origin) + seeded(origin))
  }
  const ages = await tableCells(page, 'anciennete')
  expect(ages[1]).toEqual(['Moins de 2\u00a0jours', String(before.openByAge[0]!.count + seed.length)])

  // A chart per figure, with its name; the table's CSV has the same French headers, ';'-separated.
  await expect(page.getByRole('img', { name: /^Leads par semaine et par source/ })).toBeVisible()
  const csv = await fetchText(`/api/leads/reports/csv?tableau=sources&du=${day}&au=${day}`)
  expect(csv.type).toContain('text/csv')
  const lines = csv.text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(lines[0]!.split(';')).toEqual(sources[0])
  await expectNoAxeViolations(page, '.lr')

  // At 390 px: no horizontal scroll of the page.
  await page.setViewportSize({ width: 390, height: 800 })
  await page.reload()
  await expect(page.getByRole('img', { name: /^Leads par semaine et par source/ })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.screenshot({ path: test.info().outputPath('reports-390.png'), fullPage: true })
  await expectNoAxeViolations(page, '.lr')
})
