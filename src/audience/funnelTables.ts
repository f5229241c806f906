import type { ChartData } from '@/leads/reports/charts/chartData'
import { formOriginLabels } from '@/forms/registry'
import type { FormOrigin } from '@/rules/formOrigins'
import { type Funnels, rateText } from './rules/funnelShape'

/** The tables of the « Mesure d'audience » view, each also a CSV file: the forms' funnels, the pages, the sources. */
export const funnelTableIds = ['formulaires', 'pages', 'sources'] as const
export type FunnelTableId = (typeof funnelTableIds)[number]

export type FunnelTable = { id: FunnelTableId; title: string; headers: string[]; rows: (string | number)[][] }

const formName = (form: string) => formOriginLabels[form as FormOrigin] ?? form
const sourceName = ({ source, medium, campaign }: { source: string; medium: string; campaign: string }) =>
  [source || 'Accès direct', medium, campaign].filter(Boolean).join(' / ')

const reasonsText = (reasons: { reason: string; count: number }[]) => reasons.map(({ reason, count }) => `${reason} (${count})`).join(', ')

/** The figures of a period as the view's tables: counts, then each step's share of the one before (what is lost where). */
export function funnelTables(funnels: Funnels): FunnelTable[] {
  const mostSteps = Math.max(0, ...funnels.forms.map((form) => Math.max(0, ...form.steps.map((step) => step.step))))
  const stepNumbers = Array.from({ length: mostSteps }, (_, index) => index + 1)
  return [
    {
      id: 'formulaires',
      title: 'Formulaires : du formulaire affiché au chantier signé',
      headers: [
        'Formulaire',
        'Affiché',
        'Commencé',
        'Commencé / affiché',
        ...stepNumbers.map((step) => `Étape ${step}`),
        'Envoyé',
        'Envoyé / commencé',
        'Refus affichés',
        'Leads',
        'Visites réservées',
        'Signés',
        'Signés / leads',
        'Perdus',
        'Motifs de perte',
      ],
      rows: funnels.forms.map((form) => [
        formName(form.form),
        form.views,
        form.starts,
        rateText(form.starts, form.views),
        ...stepNumbers.map((step) => form.steps.find((reached) => reached.step === step)?.reached ?? (form.steps.length ? 0 : '–')),
        form.sent,
        rateText(form.sent, form.starts),
        form.errors,
        form.leads,
        form.visitsBooked,
        form.won,
        rateText(form.won, form.leads),
        form.lost,
        reasonsText(form.lostReasons),
      ]),
    },
    {
      id: 'pages',
      title: 'Pages : visites, leads, visites réservées, chantiers signés',
      headers: ['Page', 'Vues', 'Leads', 'Leads / vues', 'Visites réservées', 'Signés'],
      rows: funnels.pages.map((page) => [page.path, page.views, page.leads, rateText(page.leads, page.views), page.visitsBooked, page.won]),
    },
    {
      id: 'sources',
      title: 'Sources : d’où viennent les visites et les chantiers',
      headers: ['Source / support / campagne', 'Vues', 'Leads', 'Leads / vues', 'Visites réservées', 'Signés', 'Perdus', 'Motifs de perte'],
      rows: funnels.sources.map((source) => [
        sourceName(source),
        source.views,
        source.leads,
        rateText(source.leads, source.views),
        source.visitsBooked,
        source.won,
        source.lost,
        reasonsText(source.lostReasons),
      ]),
    },
  ]
}

const share = (part: number, whole: number) => (whole ? part / whole : 0)

/** The view's charts, by table id, drawn from the same figures as its tables. */
export function funnelCharts(funnels: Funnels): Record<FunnelTableId, ChartData> {
  const pages = funnels.pages.filter((page) => page.leads > 0).slice(0, 12)
  const sources = funnels.sources.slice(0, 12)
  return {
    formulaires: {
      title: 'Part des formulaires affichés qui sont commencés, puis envoyés',
      unit: 'share',
      categories: funnels.forms.map((form) => formName(form.form)),
      series: ['Envoyés', 'Commencés sans envoi'],
      values: funnels.forms.map((form) => [share(form.sent, form.views), share(Math.max(0, form.starts - form.sent), form.views)]),
    },
    pages: {
      title: 'Leads par page',
      unit: 'count',
      categories: pages.map((page) => page.path),
      series: ['Leads'],
      values: pages.map((page) => [page.leads]),
    },
    sources: {
      title: 'Vues par source',
      unit: 'count',
      categories: sources.map(sourceName),
      series: ['Vues'],
      values: sources.map((source) => [source.views]),
    },
  }
}
