import type { AudienceEventKind } from './audienceEvents'

/** A day's counters summed over the period, as the report reads them. */
export type CountRow = {
  form: string
  path: string
  step: number
  source: string
  medium: string
  campaign: string
  kind: AudienceEventKind
  count: number
}

/** The leads of the period and what came of them, by form, page and source. */
export type OutcomeRow = {
  form: string
  path: string
  source: string
  medium: string
  campaign: string
  leads: number
  visitsBooked: number
  won: number
  lost: number
  /** The lost leads' reason (its label; null for leads that are not lost, or lost without one). */
  lostReason: string | null
}

/** Why leads were lost: each reason with its count, the most frequent first. */
type LostReasons = { reason: string; count: number }[]

type FormFunnel = {
  form: string
  views: number
  starts: number
  steps: { step: number; reached: number }[]
  sent: number
  errors: number
  leads: number
  visitsBooked: number
  won: number
  lost: number
  lostReasons: LostReasons
}
export type PageFunnel = { path: string; views: number; leads: number; visitsBooked: number; won: number }
type SourceFunnel = {
  source: string
  medium: string
  campaign: string
  views: number
  leads: number
  visitsBooked: number
  won: number
  lost: number
  lostReasons: LostReasons
}
export type Funnels = { forms: FormFunnel[]; pages: PageFunnel[]; sources: SourceFunnel[] }

const sum = (rows: readonly { count: number }[]) => rows.reduce((total, row) => total + row.count, 0)

function grouped<Row, Key extends string>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>()
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row])
  return groups
}

/** A lost lead without a reason is named so. */
const NO_LOST_REASON = 'Sans motif'

function lostReasonsOf(rows: readonly OutcomeRow[]): LostReasons {
  const reasons = new Map<string, number>()
  for (const row of rows)
    if (row.lost) reasons.set(row.lostReason ?? NO_LOST_REASON, (reasons.get(row.lostReason ?? NO_LOST_REASON) ?? 0) + row.lost)
  return [...reasons].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason))
}

const outcomesOf = (rows: readonly OutcomeRow[] = []) => ({
  leads: rows.reduce((total, row) => total + row.leads, 0),
  visitsBooked: rows.reduce((total, row) => total + row.visitsBooked, 0),
  won: rows.reduce((total, row) => total + row.won, 0),
  lost: rows.reduce((total, row) => total + row.lost, 0),
  lostReasons: lostReasonsOf(rows),
})

/**
 * The funnels of a period: per form, its views (the form shown), starts, each step reached, sendings and refusals,
 * then its leads, visits booked, jobs won and leads lost (by reason); per page, its views and the leads sent from it; per source, its page
 * views and its leads' outcomes (lost ones by reason). Forms in `formOrder` first, then the others; pages and sources by views then leads.
 */
export function shapeFunnels(counts: readonly CountRow[], outcomes: readonly OutcomeRow[], formOrder: readonly string[]): Funnels {
  const formCounts = grouped(
    counts.filter((row) => row.form),
    (row) => row.form,
  )
  const formOutcomes = grouped(outcomes, (row) => row.form)
  const formNames = [
    ...new Set([
      ...formOrder.filter((form) => formCounts.has(form) || formOutcomes.has(form)),
      ...formCounts.keys(),
      ...formOutcomes.keys(),
    ]),
  ]
  const forms = formNames.map((form) => {
    const rows = formCounts.get(form) ?? []
    const of = (kind: AudienceEventKind) => sum(rows.filter((row) => row.kind === kind))
    const steps = [
      ...grouped(
        rows.filter((row) => row.kind === 'step'),
        (row) => String(row.step),
      ),
    ]
      .map(([step, stepRows]) => ({ step: Number(step), reached: sum(stepRows) }))
      .sort((a, b) => a.step - b.step)
    return {
      form,
      views: of('shown'),
      starts: of('start'),
      steps,
      sent: of('sent'),
      errors: of('error'),
      ...outcomesOf(formOutcomes.get(form)),
    }
  })

  const views = counts.filter((row) => row.kind === 'view')
  const pageViews = grouped(views, (row) => row.path)
  const pageOutcomes = grouped(outcomes, (row) => row.path)
  const pages = [...new Set([...pageViews.keys(), ...pageOutcomes.keys()])]
    .map((path) => {
      const { leads, visitsBooked, won } = outcomesOf(pageOutcomes.get(path))
      return { path, views: sum(pageViews.get(path) ?? []), leads, visitsBooked, won }
    })
    .sort((a, b) => b.views - a.views || b.leads - a.leads || a.path.localeCompare(b.path))

  const sourceKey = (row: { source: string; medium: string; campaign: string }) => JSON.stringify([row.source, row.medium, row.campaign])
  const sourceViews = grouped(views, sourceKey)
  const sourceOutcomes = grouped(outcomes, sourceKey)
  const sources = [...new Set([...sourceViews.keys(), ...sourceOutcomes.keys()])]
    .map((key) => {
      const [source = '', medium = '', campaign = ''] = JSON.parse(key) as string[]
      return { source, medium, campaign, views: sum(sourceViews.get(key) ?? []), ...outcomesOf(sourceOutcomes.get(key)) }
    })
    .sort((a, b) => b.views - a.views || b.leads - a.leads || a.source.localeCompare(b.source))
  return { forms, pages, sources }
}

/** The share of `part` in `whole`, in whole per cent (« 42 % »), or « – » when there is nothing to divide. */
export function rateText(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((part / whole) * 100)}\u00a0%` : '–'
}
