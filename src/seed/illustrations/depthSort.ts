/** Painter's ordering of axis-aligned solids, so furniture overlaps correctly from any viewpoint. */
import { type Box, type Camera, type Vec3 } from './space'

/** Something drawable with a bounding box; draw is called once, in back-to-front order. */
export type Part = { bounds: Box; draw: () => string }

const EPS = 1e-4
const axes = [
  ['x0', 'x1', 0],
  ['y0', 'y1', 1],
  ['z0', 'z1', 2],
] as const

/** 1 when a must be drawn before b, -1 for the opposite, 0 when undecided. */
function compare(a: Box, b: Box, eye: Vec3): number {
  for (const [lo, hi, k] of axes) {
    const e = eye[k]
    if (a[hi] <= b[lo] + EPS) {
      if (e >= b[lo]) return 1
      if (e <= a[hi]) return -1
    }
    if (b[hi] <= a[lo] + EPS) {
      if (e >= a[lo]) return -1
      if (e <= b[hi]) return 1
    }
  }
  return 0
}

function distance(b: Box, eye: Vec3): number {
  const c: Vec3 = [(b.x0 + b.x1) / 2, (b.y0 + b.y1) / 2, (b.z0 + b.z1) / 2]
  return Math.hypot(c[0] - eye[0], c[1] - eye[1], c[2] - eye[2])
}

/** Topological sort on the separating-axis relation; ties and cycles fall back to distance. */
function sortParts<T extends { bounds: Box }>(items: readonly T[], cam: Camera): T[] {
  const eye = cam.pos
  const n = items.length
  const before: number[][] = items.map(() => [])
  const incoming = new Array<number>(n).fill(0)
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = items[i]
      const b = items[j]
      if (!a || !b) continue
      const c = compare(a.bounds, b.bounds, eye)
      if (c === 1) before[i]?.push(j)
      if (c === -1) before[j]?.push(i)
      if (c !== 0) incoming[c === 1 ? j : i]! += 1
    }
  }
  const dist = items.map((it) => distance(it.bounds, eye))
  const done = new Array<boolean>(n).fill(false)
  const order: T[] = []
  for (let step = 0; step < n; step++) {
    let pick = -1
    for (let i = 0; i < n; i++) {
      if (done[i] || incoming[i] !== 0) continue
      if (pick < 0 || (dist[i] ?? 0) > (dist[pick] ?? 0)) pick = i
    }
    if (pick < 0) pick = farthestRemaining(dist, done)
    done[pick] = true
    const item = items[pick]
    if (item) order.push(item)
    for (const j of before[pick] ?? []) incoming[j]! -= 1
  }
  return order
}

function farthestRemaining(dist: readonly number[], done: readonly boolean[]): number {
  let pick = -1
  dist.forEach((d, i) => {
    if (!done[i] && (pick < 0 || d > (dist[pick] ?? 0))) pick = i
  })
  return pick
}

export function drawSorted(parts: readonly Part[], cam: Camera): string {
  return sortParts(parts, cam)
    .map((p) => p.draw())
    .join('')
}
