/**
 * The candidates of a `srcset` (width descriptors) no wider than `maxWidth`, or the narrowest one when
 * all are wider: a phone's picture stops at what a 390 px screen can show, even at a high pixel ratio.
 */
export function srcSetUpTo(srcSet: string, maxWidth: number): string {
  const candidates = srcSet
    .split(/,\s+/)
    .map((candidate) => {
      const [url = '', descriptor = ''] = candidate.trim().split(/\s+/)
      return { url, width: Number(descriptor.replace(/w$/, '')) }
    })
    .filter((candidate) => candidate.url && Number.isFinite(candidate.width) && candidate.width > 0)
    .sort((a, b) => a.width - b.width)
  const kept = candidates.filter((candidate) => candidate.width <= maxWidth)
  return (kept.length ? kept : candidates.slice(0, 1)).map((candidate) => `${candidate.url} ${candidate.width}w`).join(', ')
}
