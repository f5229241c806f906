/** Clutter of an unconverted attic: glass-wool rolls, cardboard boxes, a bucket, loose planks. */
import { type Attic } from './atticGeometry'
import { shade } from './color'
import { type Part } from './depthSort'
import { boxPart } from './furniture'
import { COMMON } from './palette'
import { type Rng } from './prng'
import { type Box, type Ctx, type Vec3, beam, cylinder, lathe, project } from './space'
import { type Pt, polyline } from './svg'

/** Spiral on the end of a roll, showing the wound layers. */
function spiral(ctx: Ctx, center: Vec3, r: number, alongX: boolean, color: string): string {
  const pts: Pt[] = []
  for (let t = 0; t < Math.PI * 8; t += 0.35) {
    const rr = (r * 0.95 * t) / (Math.PI * 8)
    const p: Vec3 = alongX
      ? [center[0], center[1] + Math.cos(t) * rr, center[2] + Math.sin(t) * rr]
      : [center[0] + Math.sin(t) * rr, center[1] + Math.cos(t) * rr, center[2]]
    const s = project(ctx.cam, p)
    if (s) pts.push(s)
  }
  return polyline(pts, color, 1.6 * ctx.unit, { opacity: 0.7 })
}

/** Glass-wool roll lying on the floor, in its printed plastic wrap. */
function insulationRoll(ctx: Ctx, start: Vec3, length: number, r: number, alongX: boolean, color: string): Part {
  const [x, , z] = start
  const end: Vec3 = alongX ? [x + length, r, z] : [x, r, z + length]
  const a: Vec3 = [x, r, z]
  const bounds: Box = alongX
    ? { x0: x, x1: x + length, y0: 0, y1: 2 * r, z0: z - r, z1: z + r }
    : { x0: x - r, x1: x + r, y0: 0, y1: 2 * r, z0: z, z1: z + length }
  const draw = () => {
    const band = (t: number) => {
      const c: Vec3 = alongX ? [x + length * t, r, z] : [x, r, z + length * t]
      const b2: Vec3 = alongX ? [x + length * (t + 0.12), r, z] : [x, r, z + length * (t + 0.12)]
      return cylinder(ctx, c, b2, r * 1.01, shade(color, -0.18), shade(color, -0.1))
    }
    return cylinder(ctx, a, end, r, color, shade(color, 0.12)) + band(0.25) + band(0.63) + capSpiral(ctx, a, end, r, alongX, color)
  }
  return { bounds, draw }
}

function capSpiral(ctx: Ctx, a: Vec3, b: Vec3, r: number, alongX: boolean, color: string): string {
  const k = alongX ? 0 : 2
  const eye = ctx.cam.pos[k]
  const near = Math.abs(eye - a[k]) < Math.abs(eye - b[k]) ? a : b
  const outside = eye < Math.min(a[k], b[k]) || eye > Math.max(a[k], b[k])
  return outside ? spiral(ctx, near, r, alongX, shade(color, -0.3)) : ''
}

/** Cardboard box with a strip of tape across the lid. */
function cardboardBox(ctx: Ctx, x: number, z: number, w: number, d: number, h: number, y = 0): Part[] {
  const b: Box = { x0: x, x1: x + w, y0: y, y1: y + h, z0: z, z1: z + d }
  const tape: Box = { x0: x + w / 2 - 0.03, x1: x + w / 2 + 0.03, y0: y + h, y1: y + h + 0.004, z0: z - 0.003, z1: z + d + 0.003 }
  return [boxPart(ctx, b, { color: COMMON.cardboard }), boxPart(ctx, tape, { color: '#d8c49a' })]
}

function bucket(ctx: Ctx, base: Vec3): Part {
  return {
    bounds: { x0: base[0] - 0.16, x1: base[0] + 0.16, y0: 0, y1: 0.32, z0: base[2] - 0.16, z1: base[2] + 0.16 },
    draw: () =>
      lathe(
        ctx,
        base,
        [
          [0, 0.12],
          [0.3, 0.16],
        ],
        { color: '#4f6a78', cap: '#2c2a26' },
      ),
  }
}

function loosePlanks(ctx: Ctx, x: number, z: number, rng: Rng): Part {
  const bounds: Box = { x0: x - 0.1, x1: x + 0.35, y0: 0, y1: 0.12, z0: z, z1: z + 2.2 }
  const draw = () =>
    [0, 1, 2]
      .map((i) =>
        beam(
          ctx,
          [x + i * 0.12, 0.02 + i * 0.03, z + rng.range(0, 0.1)],
          [x + i * 0.1 + 0.05, 0.02 + i * 0.03, z + 2.0],
          [1, 0, 0],
          0.1,
          0.025,
          shade(COMMON.timber, 0.1 - i * 0.05),
        ),
      )
      .join('')
  return { bounds, draw }
}

/** Clutter scattered by the seed, avoiding the middle so the volume stays readable. */
export function atticClutter(ctx: Ctx, a: Attic, rng: Rng, slot: (z: number) => number): Part[] {
  const parts: Part[] = []
  const side = a.mainSide
  const rollX = side * (a.hw - 1.6)
  const rolls = rng.int(2, 4)
  for (let i = 0; i < rolls; i++) {
    const color = i % 2 === 0 ? COMMON.glassWoolYellow : COMMON.glassWoolPink
    parts.push(insulationRoll(ctx, [rollX + i * 0.02, 0.12, slot(a.length * 0.45 + i * 0.6)], 1.15, 0.26, true, color))
  }
  const bx = -side * (a.hw - 1.3)
  const bz = slot(a.length * 0.42) - 0.22
  parts.push(...cardboardBox(ctx, bx, bz, 0.6, 0.44, 0.45, 0.12))
  parts.push(...cardboardBox(ctx, bx + 0.05, bz + 0.04, 0.45, 0.36, 0.35, 0.57))
  parts.push(...cardboardBox(ctx, bx + 0.7, slot(a.length * 0.55) - 0.2, 0.5, 0.4, 0.4, 0.12))
  parts.push(...cardboardBox(ctx, side * 0.5, slot(a.length - 1.2) - 0.2, 0.55, 0.4, 0.5, 0.12))
  parts.push(bucket(ctx, [-side * (a.hw - 0.6), 0.12, slot(a.length * 0.7)]))
  if (a.structure === 'rafters') {
    parts.push(insulationRoll(ctx, [-side * 0.9, 0.12, a.length * 0.7], 1.2, 0.3, false, COMMON.glassWoolPink))
    parts.push(loosePlanks(ctx, -side * 0.3 - 0.2, a.length * 0.22, rng))
  }
  return parts
}
