/** Props of the carpenter's workshop: workbench with vice and tools, tool board, timber stack, trestles, shavings. */
import { shade } from './color'
import { type Part } from './depthSort'
import { boxPart } from './furniture'
import { type Rng } from './prng'
import { type Box, type Ctx, beam, project } from './space'
import { path, polygon } from './svg'

const bx = (x0: number, x1: number, y0: number, y1: number, z0: number, z1: number): Box => ({ x0, x1, y0, y1, z0, z1 })

/** Joiner's bench along z: thick top, four legs, stretcher, front vice and a few tools on top. */
export function workbench(ctx: Ctx, x: number, z: number, wood: string, rng: Rng): Part[] {
  const top = 0.9
  const oak = shade(wood, 0.12)
  const legs = shade(oak, -0.15)
  const parts: Part[] = [boxPart(ctx, bx(x - 0.4, x + 0.4, top - 0.1, top, z - 1.2, z + 1.2), { color: oak, top: shade(oak, 0.1) })]
  for (const dx of [-0.32, 0.32]) {
    for (const dz of [-1.05, 1.05])
      parts.push(boxPart(ctx, bx(x + dx - 0.05, x + dx + 0.05, 0, top - 0.1, z + dz - 0.05, z + dz + 0.05), { color: legs }))
  }
  parts.push(boxPart(ctx, bx(x - 0.3, x + 0.3, 0.15, 0.2, z - 1.05, z + 1.05), { color: legs }))
  parts.push(boxPart(ctx, bx(x - 0.52, x - 0.4, top - 0.22, top, z - 0.95, z - 0.55), { color: shade(oak, -0.05) }))
  parts.push({
    bounds: bx(x - 0.8, x - 0.52, top - 0.16, top - 0.08, z - 0.8, z - 0.7),
    draw: () => beam(ctx, [x - 0.52, top - 0.12, z - 0.75], [x - 0.8, top - 0.12, z - 0.75], [0, 1, 0], 0.03, 0.03, '#3b3b3b'),
  })
  // Hand plane, mallet head and handle, chisels.
  parts.push(boxPart(ctx, bx(x - 0.1, x + 0.1, top, top + 0.08, z - 0.2, z + 0.15), { color: '#4b5a66', top: '#6d7f8d' }))
  parts.push(boxPart(ctx, bx(x + 0.05, x + 0.25, top, top + 0.09, z + 0.45, z + 0.6), { color: '#c49a62' }))
  parts.push({
    bounds: bx(x + 0.1, x + 0.2, top, top + 0.03, z + 0.6, z + 0.95),
    draw: () => beam(ctx, [x + 0.15, top + 0.02, z + 0.6], [x + 0.15, top + 0.02, z + 0.95], [1, 0, 0], 0.03, 0.03, '#8a5a33'),
  })
  for (let i = 0; i < 3; i++) {
    const cx = x - 0.3 + i * 0.06
    parts.push(boxPart(ctx, bx(cx, cx + 0.03, top, top + 0.02, z + 0.6, z + 0.85 + rng.range(0, 0.05)), { color: '#9aa3ab' }))
  }
  return parts
}

type Rect = readonly [x0: number, y0: number, x1: number, y1: number, color: string]

/** Tool silhouettes as rectangles relative to their hook, in metres on the wall. */
const TOOLS: Record<string, { width: number; shapes: readonly Rect[] }> = {
  saw: {
    width: 0.3,
    shapes: [
      [0, 1.5, 0.11, 2.2, '#b7c0c7'],
      [-0.02, 2.05, 0.14, 2.3, '#8a5230'],
    ],
  },
  hammer: {
    width: 0.3,
    shapes: [
      [0.04, 1.6, 0.08, 2.1, '#a5713f'],
      [-0.04, 2.1, 0.16, 2.2, '#444a50'],
    ],
  },
  square: {
    width: 0.45,
    shapes: [
      [0, 1.5, 0.04, 2.1, '#cfd5d9'],
      [0, 1.5, 0.35, 1.55, '#cfd5d9'],
    ],
  },
  clamp: {
    width: 0.35,
    shapes: [
      [0, 1.55, 0.05, 2.15, '#c0392b'],
      [0, 2.1, 0.22, 2.15, '#c0392b'],
      [0, 1.55, 0.22, 1.6, '#c0392b'],
    ],
  },
  chisels: {
    width: 0.35,
    shapes: [0, 1, 2, 3].map((i): Rect => [i * 0.07, 1.75, i * 0.07 + 0.03, 2.1, i % 2 ? '#9aa3ab' : '#a5713f']),
  },
}

/** Board of hanging tools fixed to the far gable at wallZ. */
export function toolWall(ctx: Ctx, x0: number, x1: number, wallZ: number, wood: string): string {
  const z = wallZ - 0.03
  const quad = ([a, b, c, d, color]: Rect, dx: number) =>
    polygon(
      [
        [a + dx, b],
        [c + dx, b],
        [c + dx, d],
        [a + dx, d],
      ]
        .map(([x = 0, y = 0]) => project(ctx.cam, [x, y, z]))
        .filter((p): p is [number, number] => p !== null),
      color,
    )
  const out = [quad([x0, 1.1, x1, 2.4, shade(wood, 0.2)], 0)]
  let x = x0 + 0.15
  for (const name of ['saw', 'hammer', 'square', 'saw', 'clamp', 'hammer', 'chisels']) {
    const tool = TOOLS[name]
    if (!tool || x > x1 - 0.3) break
    out.push(...tool.shapes.map((r) => quad(r, x)))
    x += tool.width
  }
  return out.join('')
}

/** Sawn beams stacked in a pyramid on two bearers. */
export function timberStack(ctx: Ctx, x: number, z0: number, wood: string): Part[] {
  const parts: Part[] = []
  for (let level = 0; level < 3; level++) {
    for (let i = 0; i < 4 - level; i++) {
      const x0 = x + i * 0.2 + level * 0.1
      const y = 0.1 + level * 0.16
      parts.push(
        boxPart(ctx, bx(x0, x0 + 0.18, y, y + 0.15, z0 + level * 0.1, z0 + 3.6 - level * 0.2), {
          color: shade(wood, 0.1 - level * 0.04 + i * 0.02),
        }),
      )
    }
  }
  parts.push(boxPart(ctx, bx(x, x + 0.8, 0, 0.1, z0 + 0.4, z0 + 0.55), { color: shade(wood, -0.3) }))
  return parts
}

/** Two trestles carrying a beam being worked. */
export function sawhorses(ctx: Ctx, x: number, z: number, wood: string): Part[] {
  const parts: Part[] = [-0.9, 0.9].map((dz) => {
    const zz = z + dz
    const leg = shade(wood, -0.1)
    return {
      bounds: bx(x - 0.4, x + 0.4, 0, 0.62, zz - 0.06, zz + 0.06),
      draw: () =>
        beam(ctx, [x - 0.35, 0, zz], [x - 0.05, 0.6, zz], [0, 0, 1], 0.05, 0.06, leg) +
        beam(ctx, [x + 0.35, 0, zz], [x + 0.05, 0.6, zz], [0, 0, 1], 0.05, 0.06, leg) +
        beam(ctx, [x - 0.3, 0.62, zz], [x + 0.3, 0.62, zz], [0, 0, 1], 0.08, 0.06, wood),
    }
  })
  parts.push(boxPart(ctx, bx(x - 0.1, x + 0.1, 0.65, 0.85, z - 1.8, z + 1.8), { color: shade(wood, 0.15) }))
  return parts
}

/** Curly wood shavings scattered around the bench. */
export function shavings(ctx: Ctx, x: number, z: number, rng: Rng): string {
  const out: string[] = []
  for (let i = 0; i < 40; i++) {
    const p = project(ctx.cam, [x + rng.range(-0.9, 0.9), 0.01, z + rng.range(-1.3, 1.3)])
    if (!p) continue
    const r = rng.range(3, 7) * ctx.unit
    const d = `M${(p[0] - r).toFixed(1)},${p[1].toFixed(1)} q${r.toFixed(1)},${(-r).toFixed(1)} ${(2 * r).toFixed(1)},0`
    out.push(path(d, 'none', { stroke: '#e8c995', 'stroke-width': 1.6 * ctx.unit, opacity: 0.8 }))
  }
  return out.join('')
}
