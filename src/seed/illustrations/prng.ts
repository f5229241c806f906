/** Small seeded PRNG so the same options always draw the same picture. */

export type Rng = {
  next: () => number
  range: (min: number, max: number) => number
  int: (min: number, max: number) => number
  chance: (probability: number) => boolean
  pick: <T>(items: readonly T[]) => T
}

/** Mixes several integers into one 32-bit seed (FNV-like). */
function hashSeeds(seeds: readonly number[]): number {
  let h = 2166136261
  for (const s of seeds) {
    h ^= Math.floor(s * 1000) | 0
    h = Math.imul(h, 16777619)
    h ^= h >>> 13
  }
  return h >>> 0
}

/** mulberry32: tiny, fast and good enough for picking shapes. */
export function createRng(...seeds: number[]): Rng {
  let state = hashSeeds(seeds)
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const range = (min: number, max: number): number => min + (max - min) * next()
  const int = (min: number, max: number): number => Math.floor(range(min, max + 1))
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)]
    if (item === undefined) throw new Error('pick() needs a non-empty list')
    return item
  }
  return { next, range, int, chance: (p) => next() < p, pick }
}

/** Stable numeric seed for a string such as a room name. */
export function seedOf(text: string): number {
  let h = 0
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0
  return h >>> 0
}
