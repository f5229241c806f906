/** Generic furnishing pieces shared by the rooms: boxes as parts, rugs, shadows, lamps, plants, shelves, art. */
import { shade } from './color'
import { type Part } from './depthSort'
import { type Palette } from './palette'
import { type Rng } from './prng'
import { type Box, type BoxStyle, type Ctx, type Vec3, box, face, lathe, pixelsAt, project, ring } from './space'
import { circle, path, polygon } from './svg'

export type Footprint = { x0: number; x1: number; z0: number; z1: number; round?: boolean }

/** What a room adds to the finished shell, layer by layer. */
export type Furnishing = { wall: string[]; floor: string[]; shadows: Footprint[]; parts: Part[]; glow: string[] }

export type RoomPlan = { focus: Vec3; build: (ctx: Ctx) => Furnishing }

export const emptyFurnishing = (): Furnishing => ({ wall: [], floor: [], shadows: [], parts: [], glow: [] })

export function boxPart(ctx: Ctx, b: Box, style: BoxStyle): Part {
  return { bounds: b, draw: () => box(ctx, b, style) }
}

export const footprintOf = (b: Box, grow = 0.04): Footprint => ({
  x0: b.x0 - grow,
  x1: b.x1 + grow,
  z0: b.z0 - grow,
  z1: b.z1 + grow,
})

export function rug(ctx: Ctx, f: Footprint, color: string, border: string): string {
  const inset = 0.12
  const at = (g: Footprint, y: number): Vec3[] => [
    [g.x0, y, g.z0],
    [g.x1, y, g.z0],
    [g.x1, y, g.z1],
    [g.x0, y, g.z1],
  ]
  const inner = { x0: f.x0 + inset, x1: f.x1 - inset, z0: f.z0 + inset, z1: f.z1 - inset }
  const inner2 = { x0: inner.x0 + 0.05, x1: inner.x1 - 0.05, z0: inner.z0 + 0.05, z1: inner.z1 - 0.05 }
  return face(ctx, at(f, 0.01), color) + face(ctx, at(inner, 0.012), border) + face(ctx, at(inner2, 0.013), shade(color, 0.06))
}

/** Contact shadows as stacked, growing translucent footprints: soft like a blur at a fraction of its cost. */
export function contactShadows(ctx: Ctx, feet: readonly Footprint[]): string {
  const rings = [0.12, 0.08, 0.05, 0.025, 0]
  const outline = (f: Footprint, g: number): Vec3[] =>
    f.round
      ? ring([(f.x0 + f.x1) / 2, 0.015, (f.z0 + f.z1) / 2], (f.x1 - f.x0) / 2 + g, (f.z1 - f.z0) / 2 + g, 2, 24)
      : [
          [f.x0 - g, 0.015, f.z0 - g],
          [f.x1 + g, 0.015, f.z0 - g],
          [f.x1 + g, 0.015, f.z1 + g],
          [f.x0 - g, 0.015, f.z1 + g],
        ]
  return feet.map((f) => rings.map((g) => face(ctx, outline(f, g), '#3a2a1c', 0, { opacity: 0.05 })).join('')).join('')
}

/** Warm halo around a light source, drawn over everything. */
export function glowAt(ctx: Ctx, p: Vec3, radius: number, opacity = 0.5): string {
  const c = project(ctx.cam, p)
  if (!c) return ''
  const r = pixelsAt(ctx.cam, p, radius)
  const fill = ctx.doc.radial(
    [
      [0, '#fff2c8', opacity],
      [1, '#ffe9b0', 0],
    ],
    { cx: 0.5, cy: 0.5, r: 0.5 },
  )
  return circle(c[0], c[1], r, fill)
}

/** Table lamp: turned base and a conical shade. */
export function tableLamp(ctx: Ctx, base: Vec3, shadeColor: string, baseColor: string): { parts: Part[]; glow: string } {
  const [x, y, z] = base
  const b: Box = { x0: x - 0.15, x1: x + 0.15, y0: y, y1: y + 0.5, z0: z - 0.15, z1: z + 0.15 }
  const draw = () =>
    lathe(
      ctx,
      base,
      [
        [0, 0.07],
        [0.05, 0.08],
        [0.12, 0.05],
        [0.28, 0.03],
      ],
      { color: baseColor },
    ) +
    lathe(
      ctx,
      [x, y + 0.24, z],
      [
        [0, 0.15],
        [0.24, 0.1],
      ],
      { color: shadeColor, cap: shade(shadeColor, -0.25) },
    )
  return { parts: [{ bounds: b, draw }], glow: glowAt(ctx, [x, y + 0.3, z], 0.7, 0.55) }
}

/** Floor lamp with a slim pole. */
export function floorLamp(ctx: Ctx, base: Vec3, shadeColor: string, metal: string): { parts: Part[]; glow: string } {
  const [x, , z] = base
  const b: Box = { x0: x - 0.22, x1: x + 0.22, y0: 0, y1: 1.65, z0: z - 0.22, z1: z + 0.22 }
  const draw = () =>
    lathe(
      ctx,
      [x, 0, z],
      [
        [0, 0.16],
        [0.03, 0.16],
        [0.04, 0.02],
        [1.3, 0.015],
      ],
      { color: metal },
    ) +
    lathe(
      ctx,
      [x, 1.3, z],
      [
        [0, 0.22],
        [0.32, 0.14],
      ],
      { color: shadeColor, cap: shade(shadeColor, -0.2) },
    )
  return { parts: [{ bounds: b, draw }], glow: glowAt(ctx, [x, 1.4, z], 1.0, 0.5) }
}

/** Potted plant: a turned pot and leaves fanned out in screen space. */
export function plant(ctx: Ctx, base: Vec3, height: number, pal: Palette, rng: Rng, potColor = '#e9e4dc'): Part {
  const [x, y, z] = base
  const potH = height * 0.3
  const r = height * 0.16
  const seed = rng.next()
  const b: Box = { x0: x - r * 2, x1: x + r * 2, y0: y, y1: y + height, z0: z - r * 2, z1: z + r * 2 }
  const draw = () =>
    lathe(
      ctx,
      base,
      [
        [0, r * 0.75],
        [potH, r],
      ],
      { color: potColor, cap: '#5b4636' },
    ) + leaves(ctx, [x, y + potH, z], height * 0.75, pal.plant, seed)
  return { bounds: b, draw }
}

function leaves(ctx: Ctx, origin: Vec3, size: number, color: string, seed: number): string {
  const o = project(ctx.cam, origin)
  if (!o) return ''
  const s = pixelsAt(ctx.cam, origin, size)
  const count = 9
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    const spread = (i / (count - 1) - 0.5) * 2.4 + Math.sin(seed * 40 + i * 7) * 0.2
    const len = s * (0.65 + 0.35 * Math.abs(Math.cos(seed * 13 + i * 3)))
    const tip: [number, number] = [o[0] + Math.sin(spread) * len * 0.7, o[1] - Math.cos(spread) * len]
    const nx = -(tip[1] - o[1]) * 0.28
    const ny = (tip[0] - o[0]) * 0.28
    const mx = (o[0] + tip[0]) / 2
    const my = (o[1] + tip[1]) / 2
    const tone = shade(color, i % 3 === 0 ? 0.15 : i % 3 === 1 ? -0.12 : 0)
    const d = `M${o[0].toFixed(1)},${o[1].toFixed(1)} Q${(mx + nx).toFixed(1)},${(my + ny).toFixed(1)} ${tip[0].toFixed(1)},${tip[1].toFixed(1)} Q${(mx - nx).toFixed(1)},${(my - ny).toFixed(1)} ${o[0].toFixed(1)},${o[1].toFixed(1)}Z`
    out.push(path(d, tone))
  }
  return out.join('')
}

const BOOK_COLORS = ['#c8734e', '#2f5d62', '#e3c77a', '#8c4a5e', '#3d6b8c', '#e8e1d4', '#6b8f5e', '#34495e', '#d9a38a']

/** Row of books standing on a shelf between x0 and x1, spines facing -z (or +z when facing is 1). */
export function books(ctx: Ctx, x0: number, x1: number, y: number, zBack: number, depth: number, rng: Rng): Part[] {
  const parts: Part[] = []
  let x = x0 + 0.02
  while (x < x1 - 0.06) {
    if (rng.chance(0.12)) {
      x += rng.range(0.08, 0.2)
      continue
    }
    const w = rng.range(0.025, 0.05)
    const h = rng.range(0.17, 0.28)
    const b: Box = {
      x0: x,
      x1: Math.min(x + w, x1),
      y0: y,
      y1: y + h,
      z0: zBack - depth * rng.range(0.75, 0.95),
      z1: zBack - 0.01,
    }
    parts.push(boxPart(ctx, b, { color: rng.pick(BOOK_COLORS) }))
    x += w + 0.004
  }
  return parts
}

/** Open shelving against the far gable (z = wallZ), books on each level. */
export function wallShelves(ctx: Ctx, x0: number, x1: number, levels: readonly number[], wallZ: number, wood: string, rng: Rng): Part[] {
  const depth = 0.26
  const parts: Part[] = []
  for (const y of levels) {
    parts.push(boxPart(ctx, { x0, x1, y0: y - 0.03, y1: y, z0: wallZ - depth, z1: wallZ }, { color: wood }))
    parts.push(...books(ctx, x0, x1, y, wallZ, depth, rng))
  }
  return parts
}

/** Framed abstract print hung flat on a gable wall (z = wallZ, facing -z or +z). */
export function frameArt(ctx: Ctx, cx: number, cy: number, w: number, h: number, wallZ: number, pal: Palette, rng: Rng): string {
  const dz = wallZ > 1 ? -0.02 : 0.02
  const z = wallZ + dz
  const r = (x0: number, y0: number, x1: number, y1: number): Vec3[] => [
    [x0, y0, z],
    [x1, y0, z],
    [x1, y1, z],
    [x0, y1, z],
  ]
  const frame = face(ctx, r(cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2), '#2d2a26')
  const mat = face(ctx, r(cx - w / 2 + 0.03, cy - h / 2 + 0.03, cx + w / 2 - 0.03, cy + h / 2 - 0.03), '#f7f3ec')
  const sun = project(ctx.cam, [cx + rng.range(-0.08, 0.08) * w, cy + 0.12 * h, z])
  const hill = (y: number, color: string) =>
    polygon(
      [
        [cx - w / 2 + 0.07, y],
        [cx - w * 0.1, y + h * 0.22],
        [cx + w * 0.2, y + h * 0.05],
        [cx + w / 2 - 0.07, y + h * 0.18],
        [cx + w / 2 - 0.07, cy - h / 2 + 0.07],
        [cx - w / 2 + 0.07, cy - h / 2 + 0.07],
      ]
        .map(([x, yy]) => project(ctx.cam, [x ?? 0, yy ?? 0, z]))
        .filter((p): p is [number, number] => p !== null),
      color,
    )
  const sunR = pixelsAt(ctx.cam, [cx, cy, z], Math.min(w, h) * 0.16)
  return (
    frame +
    mat +
    (sun ? circle(sun[0], sun[1], sunR, pal.accent, { opacity: 0.9 }) : '') +
    hill(cy - h * 0.25, shade(pal.wall, -0.15)) +
    hill(cy - h * 0.38, shade(pal.plant, 0.1))
  )
}

/** Low built-in cupboard along a knee wall, a classic attic storage. */
export function kneeCupboard(ctx: Ctx, x: number, side: number, z0: number, z1: number, height: number, color: string): Part[] {
  const d = 0.45
  const b: Box = side > 0 ? { x0: x - d, x1: x, y0: 0, y1: height, z0, z1 } : { x0: x, x1: x + d, y0: 0, y1: height, z0, z1 }
  const parts: Part[] = [boxPart(ctx, b, { color })]
  const doors = Math.max(1, Math.round((z1 - z0) / 0.6))
  const fx = side > 0 ? b.x0 - 0.005 : b.x1 + 0.005
  for (let i = 1; i < doors; i++) {
    const z = z0 + ((z1 - z0) * i) / doors
    parts.push({
      bounds: { ...b, x0: fx - 0.004, x1: fx + 0.004, z0: z - 0.004, z1: z + 0.004 },
      draw: () =>
        face(
          ctx,
          [
            [fx, 0.04, z - 0.004],
            [fx, height - 0.02, z - 0.004],
            [fx, height - 0.02, z + 0.004],
            [fx, 0.04, z + 0.004],
          ],
          shade(color, -0.2),
        ),
    })
  }
  return parts
}

/** Globe pendant hanging from the flat ceiling on a thin cord. */
export function pendant(ctx: Ctx, x: number, z: number, ceil: number, drop: number, color: string): { parts: Part[]; glow: string } {
  const bottom = ceil - drop
  const b: Box = { x0: x - 0.2, x1: x + 0.2, y0: bottom, y1: ceil, z0: z - 0.2, z1: z + 0.2 }
  const sphere: [number, number][] = [0, 0.08, 0.2, 0.35, 0.5, 0.65, 0.8, 0.92, 1].map((t) => [
    t * 0.36,
    Math.sin(Math.acos(t * 2 - 1)) * 0.18 + 0.01,
  ])
  const draw = () =>
    face(
      ctx,
      [
        [x - 0.004, ceil, z],
        [x + 0.004, ceil, z],
        [x + 0.004, bottom + 0.3, z],
        [x - 0.004, bottom + 0.3, z],
      ],
      '#3a3530',
    ) + lathe(ctx, [x, bottom, z], sphere, { color, cap: color })
  return { parts: [{ bounds: b, draw }], glow: glowAt(ctx, [x, bottom + 0.18, z], 0.8, 0.45) }
}

/** Low chest with a cushion, books and a small plant: fills the knee wall under a roof window. */
export function windowSeat(
  ctx: Ctx,
  side: number,
  hw: number,
  z: number,
  knee: number,
  pal: Palette,
  rng: Rng,
): { parts: Part[]; shadow: Footprint } {
  const depth = 0.42
  const height = Math.min(knee - 0.05, 0.46)
  const x0 = side > 0 ? hw - depth : -hw
  const x1 = x0 + depth
  const b: Box = { x0, x1, y0: 0, y1: height, z0: z - 0.6, z1: z + 0.6 }
  const cushion: Box = { x0: x0 + 0.03, x1: x1 - 0.03, y0: height, y1: height + 0.08, z0: z - 0.55, z1: z + 0.2 }
  const parts = [
    boxPart(ctx, b, { color: shade(pal.wood, 0.15), top: shade(pal.wood, 0.22) }),
    boxPart(ctx, cushion, { color: pal.textile, soft: 0.04 }),
    boxPart(
      ctx,
      { x0: x0 + 0.1, x1: x1 - 0.12, y0: height + 0.08, y1: height + 0.28, z0: z - 0.45, z1: z - 0.3 },
      { color: shade(pal.accent, 0.2), soft: 0.05 },
    ),
    plant(ctx, [(x0 + x1) / 2, height, z + 0.4], 0.45, pal, rng),
  ]
  return { parts, shadow: footprintOf(b, 0.02) }
}
