'use client'
import dynamic from 'next/dynamic'
import type { ChartData } from './charts/chartData'

// The charting code (visx) is fetched only by the reports page, once it is shown: the rest of the admin never loads it.
const HorizontalBars = dynamic(() => import('./charts/HorizontalBars').then((module) => module.HorizontalBars), {
  ssr: false,
  loading: () => <p className="lr-chart__loading">Chargement du graphique…</p>,
})

/** One chart of the report, drawn in the browser. */
export function ReportChart({ data }: { data: ChartData }) {
  return <HorizontalBars data={data} />
}
