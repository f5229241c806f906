/** Percentiles by the nearest-rank method: the figure is always a latency that was really observed. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!
}

export const median = (values: readonly number[]) => percentile(values, 50)

/** Rounds for display: one decimal below 10, whole numbers above. */
export function round(value: number): number {
  if (!Number.isFinite(value)) return value
  return Math.abs(value) < 10 ? Math.round(value * 10) / 10 : Math.round(value)
}
