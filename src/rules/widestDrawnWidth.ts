/**
 * The widest an image is ever drawn, in CSS pixels, as its `sizes` attribute says, or null when nothing
 * bounds it. Each `(min-width: N px) length` holds from N px up to the condition before it, the last
 * length below the smallest N (without one, those screens draw it at 100vw); a length in vw grows with
 * the screen, so it is bounded only by a wider condition before it. Any other form (max-width, calc,
 * conditions not from the widest down) is null: the caller then keeps every candidate.
 */
export function widestDrawnWidth(sizes: string | undefined): number | null {
  if (!sizes) return null
  let upTo = Infinity
  let widest = 0
  for (const entry of sizes.split(',')) {
    const match = /^\s*(?:\(min-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(px|vw)\s*$/.exec(entry)
    if (!match) return null
    const from = Number(match[1] ?? 0)
    if (from >= upTo) return null
    const length = Number(match[2])
    if (match[3] === 'vw' && upTo === Infinity) return null
    widest = Math.max(widest, match[3] === 'px' ? length : Math.ceil((length / 100) * upTo))
    upTo = from
  }
  // A last length with a condition leaves the narrower screens to the default, 100vw.
  return upTo > 0 ? null : widest
}
