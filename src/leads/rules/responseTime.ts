/** Minutes from a lead's arrival to its first opening; null while it has not been opened. */
export function responseMinutes(createdAt: string, firstOpenedAt: string | null | undefined): number | null {
  if (!firstOpenedAt) return null
  const minutes = (Date.parse(firstOpenedAt) - Date.parse(createdAt)) / 60_000
  return Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : null
}

/** A response time as staff read it: '45 min', '3 h 05', '2 j 4 h'. */
export function formatDuration(minutes: number | null): string {
  if (minutes === null) return '—'
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, '0')}`
  const days = Math.floor(hours / 24)
  return `${days} j ${hours % 24} h`
}
