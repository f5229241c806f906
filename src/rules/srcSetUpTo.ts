type Candidate = { url: string; width: number }

/** The width-described candidates of a `srcset`, narrowest first (density descriptors are left out). */
function candidatesOf(srcSet: string): Candidate[] {
  return srcSet
    .split(/,\s+/)
    .map((candidate) => {
      const [url = '', descriptor = ''] = candidate.trim().split(/\s+/)
      return { url, width: Number(descriptor.replace(/w$/, '')) }
    })
    .filter((candidate) => candidate.url && Number.isFinite(candidate.width) && candidate.width > 0)
    .sort((a, b) => a.width - b.width)
}

const srcSetOf = (candidates: Candidate[]) => candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', ')

/**
 * The `srcset` of the files stored for one picture, each with its width, narrowest first. Of two files of one
 * width the first listed is kept: a size made at upload, listed before the original it was made from.
 */
export function storedSrcSet(files: readonly Candidate[]): string {
  const byWidth = new Map<number, Candidate>()
  for (const file of files) if (file.url && file.width > 0 && !byWidth.has(file.width)) byWidth.set(file.width, file)
  return srcSetOf([...byWidth.values()].sort((a, b) => a.width - b.width))
}

/**
 * The candidates of a `srcset` (width descriptors) no wider than `maxWidth`, or the narrowest one when
 * all are wider: a phone's picture stops at what a 390 px screen can show, even at a high pixel ratio.
 */
export function srcSetUpTo(srcSet: string, maxWidth: number): string {
  const candidates = candidatesOf(srcSet)
  const kept = candidates.filter((candidate) => candidate.width <= maxWidth)
  return srcSetOf(kept.length ? kept : candidates.slice(0, 1))
}

/**
 * The candidates a browser may need to fill `width` pixels: every narrower one and the first at least as
 * wide (all of them when none is). Wider copies are never chosen, so the page need not name them.
 */
export function srcSetCovering(srcSet: string, width: number): { srcSet: string; widest: string } {
  const candidates = candidatesOf(srcSet)
  const enough = candidates.findIndex((candidate) => candidate.width >= width)
  const kept = enough === -1 ? candidates : candidates.slice(0, enough + 1)
  return { srcSet: srcSetOf(kept), widest: kept.at(-1)?.url ?? '' }
}
