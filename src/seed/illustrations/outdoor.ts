/** Outdoor backdrop pieces: sky, clouds, ground, trees and hedges. */
import { shade } from './color'
import { type Rng } from './prng'
import { type Ctx, type Vec3, face, pixelsAt, project } from './space'
import { circle, ellipse, rect } from './svg'

export function sky(ctx: Ctx, top: string, bottom: string): string {
  const { width: w, height: h } = ctx.doc
  return rect(
    0,
    0,
    w,
    h,
    ctx.doc.linear([
      [0, top],
      [0.75, bottom],
      [1, shade(bottom, 0.3)],
    ]),
  )
}

/** Soft sun glow at a screen position. */
export function sun(ctx: Ctx, x: number, y: number): string {
  const r = ctx.doc.width * 0.22
  const fill = ctx.doc.radial(
    [
      [0, '#fffbe8', 0.95],
      [0.12, '#fff4cc', 0.8],
      [1, '#fff4cc', 0],
    ],
    { cx: 0.5, cy: 0.5, r: 0.5 },
  )
  return circle(x, y, r, fill)
}

/** Flat-style cloud: a row of overlapping ellipses on a flat base. */
export function cloud(ctx: Ctx, x: number, y: number, size: number, rng: Rng): string {
  const u = size * ctx.unit
  const puffs = [
    [-0.9, 0, 0.55],
    [-0.35, -0.3, 0.7],
    [0.3, -0.4, 0.8],
    [0.9, -0.05, 0.55],
  ]
  const base = ellipse(x, y + u * 0.15, u * 1.5, u * 0.32, '#ffffff', { opacity: 0.9 })
  return (
    base +
    puffs
      .map(([dx = 0, dy = 0, r = 0]) => circle(x + dx * u, y + dy * u, r * u * rng.range(0.85, 1.1), '#ffffff', { opacity: 0.9 }))
      .join('')
  )
}

/** Large ground plane with a gentle gradient towards the horizon. */
export function ground(ctx: Ctx, color: string, extent = 200): string {
  const fill = ctx.doc.linear([
    [0, shade(color, 0.12)],
    [1, shade(color, -0.12)],
  ])
  return face(
    ctx,
    [
      [-extent, 0, -extent / 4],
      [extent, 0, -extent / 4],
      [extent, 0, extent],
      [-extent, 0, extent],
    ],
    fill,
  )
}

/** Round-crowned deciduous tree, drawn in screen space at the projected trunk position. */
export function tree(ctx: Ctx, base: Vec3, height: number, leaf: string, rng: Rng): string {
  const b = project(ctx.cam, base)
  if (!b) return ''
  const s = pixelsAt(ctx.cam, base, 1)
  const trunkW = 0.28 * s
  const crownY = b[1] - height * 0.62 * s
  const trunk = rect(b[0] - trunkW / 2, crownY, trunkW, b[1] - crownY, '#6b4a33')
  const r = height * 0.3 * s
  const blobs = [
    [0, -0.2, 1],
    [-0.6, 0.15, 0.75],
    [0.6, 0.1, 0.8],
    [-0.25, -0.75, 0.7],
    [0.3, -0.65, 0.75],
  ]
  const crown = blobs
    .map(([dx = 0, dy = 0, k = 0], i) =>
      circle(b[0] + dx * r, crownY + dy * r, k * r * rng.range(0.9, 1.1), shade(leaf, i % 2 === 0 ? 0 : 0.08)),
    )
    .join('')
  const light = circle(b[0] - r * 0.35, crownY - r * 0.45, r * 0.45, shade(leaf, 0.18), { opacity: 0.7 })
  const shadow = ellipse(b[0], b[1], r * 1.1, r * 0.18, '#1f3318', { opacity: 0.25 })
  return shadow + trunk + crown + light
}

/** Trimmed hedge along x from x0 to x1 at depth z, as a rounded green box. */
export function hedge(ctx: Ctx, x0: number, x1: number, z: number, height: number, color: string): string {
  const d = 0.6
  const soft = pixelsAt(ctx.cam, [(x0 + x1) / 2, height / 2, z], 0.25)
  const front: Vec3[] = [
    [x0, 0, z],
    [x1, 0, z],
    [x1, height, z],
    [x0, height, z],
  ]
  const top: Vec3[] = [
    [x0, height, z],
    [x1, height, z],
    [x1, height, z + d],
    [x0, height, z + d],
  ]
  return face(ctx, top, shade(color, 0.12), soft) + face(ctx, front, color, soft)
}
