/** What a chart draws, as the server sends it: one bar per category, stacked by series. */
export type ChartUnit = 'count' | 'share' | 'minutes'
export type ChartData = {
  /** Said to screen readers (the table below the chart gives the figures). */
  title: string
  unit: ChartUnit
  categories: string[]
  series: string[]
  /** values[category][series] */
  values: number[][]
}

/** Series colours, told apart by hue and lightness; the table carries the figures for anyone who cannot. */
export const seriesColours = ['#2563eb', '#16a34a', '#ca8a04', '#9333ea', '#dc2626', '#0891b2', '#db2777', '#65a30d', '#6b7280']
