/** A response time as staff read it: '45 min', '3 h 05', '2 j 4 h'. */
export function formatDuration(minutes: number | null): string {
  if (minutes === null) return '—'
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, '0')}`
  const days = Math.floor(hours / 24)
  return `${days} j ${hours % 24} h`
}
