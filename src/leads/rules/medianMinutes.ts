/** The median of some durations in minutes (the mean of the two middle ones for an even count), rounded; null for none. */
export function medianMinutes(minutes: readonly number[]): number | null {
  if (!minutes.length) return null
  const sorted = [...minutes].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const value = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  return Math.round(value)
}
