/** Index of a photo viewer after a step of +1 or -1, wrapping around at both ends. */
export function wrapIndex(index: number, step: number, total: number): number {
  if (total <= 0) return 0
  return (((index + step) % total) + total) % total
}
