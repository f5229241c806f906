/** Finished attic envelope: parquet or tiles, white plasterboard slopes, painted gable, roof windows. */
import { type Attic, type Side, slopeX } from './atticGeometry'
import { shade } from './color'
import { COMMON, type Palette } from './palette'
import { createRng } from './prng'
import { type Ctx, type Vec3, face, facesCamera, projectPoly, ring } from './space'
import { polyline } from './svg'

export type FloorKind = 'parquet' | 'tiles'

/** Cross-section of the finished room (gable outline) at depth z, from floor left round to floor right. */
function finishedSection(a: Attic, z: number): Vec3[] {
  const xc = slopeX(a, 1, a.ceil)
  return [
    [-a.hw, 0, z],
    [-a.hw, a.knee, z],
    [-xc, a.ceil, z],
    [xc, a.ceil, z],
    [a.hw, a.knee, z],
    [a.hw, 0, z],
  ]
}

function parquet(ctx: Ctx, a: Attic, color: string, seed: number): string {
  const rng = createRng(seed, 3)
  const plank = 0.19
  const out: string[] = []
  const joints: string[] = []
  for (let x = -a.hw; x < a.hw; x += plank) {
    const x1 = Math.min(a.hw, x + plank)
    const tone = shade(color, rng.range(-0.07, 0.06))
    out.push(
      face(
        ctx,
        [
          [x, 0, 0],
          [x1, 0, 0],
          [x1, 0, a.length],
          [x, 0, a.length],
        ],
        tone,
        0.6 * ctx.unit,
      ),
    )
    for (let z = rng.range(0, 1.2); z < a.length; z += rng.range(1.1, 1.9)) {
      const seg = projectPoly(ctx.cam, [
        [x, 0, z],
        [x1, 0, z],
        [x1, 0, z + 0.001],
      ])
      if (seg.length >= 2) joints.push(polyline(seg.slice(0, 2), shade(color, -0.2), 0.8 * ctx.unit, { opacity: 0.6 }))
    }
  }
  return out.join('') + joints.join('')
}

function tiles(ctx: Ctx, a: Attic, color: string): string {
  const out = [
    face(
      ctx,
      [
        [-a.hw, 0, 0],
        [a.hw, 0, 0],
        [a.hw, 0, a.length],
        [-a.hw, 0, a.length],
      ],
      color,
    ),
  ]
  const grout = shade(color, -0.12)
  for (let x = -a.hw; x <= a.hw; x += 0.6)
    out.push(
      polyline(
        projectPoly(ctx.cam, [
          [x, 0, 0],
          [x, 0, a.length],
          [x, 0, a.length],
        ]).slice(0, 2),
        grout,
        ctx.unit,
      ),
    )
  for (let z = 0; z <= a.length; z += 0.6)
    out.push(
      polyline(
        projectPoly(ctx.cam, [
          [-a.hw, 0, z],
          [a.hw, 0, z],
          [a.hw, 0, z],
        ]).slice(0, 2),
        grout,
        ctx.unit,
      ),
    )
  return out.join('')
}

/** Soft darkening of the floor towards the walls to seat the room. */
function floorShade(ctx: Ctx, a: Attic): string {
  const fill = ctx.doc.linear(
    [
      [0, '#000', 0.16],
      [0.22, '#000', 0],
      [0.78, '#000', 0],
      [1, '#000', 0.16],
    ],
    [0, 0, 1, 0],
  )
  return face(
    ctx,
    [
      [-a.hw, 0, 0],
      [a.hw, 0, 0],
      [a.hw, 0, a.length],
      [-a.hw, 0, a.length],
    ],
    fill,
  )
}

function kneeWall(ctx: Ctx, a: Attic, side: Side): string {
  const x = side * a.hw
  const pts: Vec3[] = [
    [x, 0, 0],
    [x, a.knee, 0],
    [x, a.knee, a.length],
    [x, 0, a.length],
  ]
  const skirting: Vec3[] = [
    [x - side * 0.015, 0, 0],
    [x - side * 0.015, 0.08, 0],
    [x - side * 0.015, 0.08, a.length],
    [x - side * 0.015, 0, a.length],
  ]
  return face(ctx, pts, side < 0 ? '#efebe4' : '#e7e2da') + face(ctx, skirting, COMMON.skirting)
}

function slope(ctx: Ctx, a: Attic, side: Side, shadeAmount: number): string {
  const xc = slopeX(a, side, a.ceil)
  const pts: Vec3[] = [
    [side * a.hw, a.knee, 0],
    [xc, a.ceil, 0],
    [xc, a.ceil, a.length],
    [side * a.hw, a.knee, a.length],
  ]
  const fill = ctx.doc.linear([
    [0, shade(COMMON.plaster, 0.3)],
    [1, shade(COMMON.plasterShade, -shadeAmount)],
  ])
  return face(ctx, pts, fill)
}

function ceiling(ctx: Ctx, a: Attic): string {
  const xc = slopeX(a, 1, a.ceil)
  return face(
    ctx,
    [
      [-xc, a.ceil, 0],
      [xc, a.ceil, 0],
      [xc, a.ceil, a.length],
      [-xc, a.ceil, a.length],
    ],
    COMMON.ceiling,
  )
}

/** Gable walls at both ends; the far one carries the accent colour. */
function gable(ctx: Ctx, a: Attic, z: number, color: string): string {
  const normal: Vec3 = [0, 0, z > 0 ? -1 : 1]
  const pts = finishedSection(a, z)
  const first = pts[0]
  if (!first || !facesCamera(ctx.cam, normal, first)) return ''
  const fill = ctx.doc.linear([
    [0, shade(color, 0.08)],
    [1, shade(color, -0.06)],
  ])
  const d = z > 0 ? -0.015 : 0.015
  const skirting: Vec3[] = [
    [-a.hw, 0, z + d],
    [a.hw, 0, z + d],
    [a.hw, 0.08, z + d],
    [-a.hw, 0.08, z + d],
  ]
  return face(ctx, pts, fill) + face(ctx, skirting, COMMON.skirting)
}

/** Thin lines on the room's edges give the flat shapes their architectural crispness. */
function edges(ctx: Ctx, a: Attic): string {
  const xc = slopeX(a, 1, a.ceil)
  const lines: [Vec3, Vec3][] = []
  for (const s of [-1, 1] as const) {
    lines.push([
      [s * a.hw, a.knee, 0],
      [s * a.hw, a.knee, a.length],
    ])
    lines.push([
      [s * xc, a.ceil, 0],
      [s * xc, a.ceil, a.length],
    ])
  }
  for (const z of [0, a.length]) {
    const sec = finishedSection(a, z)
    sec.slice(1).forEach((p, i) => {
      const prev = sec[i]
      if (prev) lines.push([prev, p])
    })
  }
  return lines.map(([p, q]) => polyline(projectPoly(ctx.cam, [p, q, q]).slice(0, 2), '#cfc7bb', 1.2 * ctx.unit, { opacity: 0.8 })).join('')
}

/** Recessed spotlights in the flat ceiling, a detail of a finished conversion. */
function spots(ctx: Ctx, a: Attic): string {
  const out: string[] = []
  for (let z = 1.2; z < a.length - 0.5; z += 1.6) {
    out.push(face(ctx, ring([0, a.ceil - 0.002, z], 0.06, 0.06, 2, 16), '#d9d4cc'))
    out.push(face(ctx, ring([0, a.ceil - 0.004, z], 0.04, 0.04, 2, 16), '#fffdf6'))
  }
  return out.join('')
}

/** Entrance gable (z = 0): a panelled door from the stairs, only seen in the "other end" view. */
function entrance(ctx: Ctx, doorX: number, doorColor: string): string {
  if (!facesCamera(ctx.cam, [0, 0, 1], [0, 1, 0])) return ''
  const z = 0.012
  const r = (x0: number, y0: number, x1: number, y1: number, dz = 0): Vec3[] => [
    [x0, y0, z + dz],
    [x1, y0, z + dz],
    [x1, y1, z + dz],
    [x0, y1, z + dz],
  ]
  const w = 0.45
  const panels = [0.25, 1.15].map((y) => face(ctx, r(doorX - w + 0.1, y, doorX + w - 0.1, y + 0.75, 0.004), shade(doorColor, -0.06)))
  return (
    face(ctx, r(doorX - w - 0.07, 0, doorX + w + 0.07, 2.12), '#fbfaf7') +
    face(ctx, r(doorX - w, 0, doorX + w, 2.05, 0.002), doorColor) +
    panels.join('') +
    face(ctx, r(doorX + w - 0.16, 1.0, doorX + w - 0.06, 1.03, 0.008), '#3a3733')
  )
}

export function drawFinishedShell(ctx: Ctx, a: Attic, pal: Palette, floor: FloorKind, seed: number, nearWall: string): string {
  const floorMarkup = floor === 'parquet' ? parquet(ctx, a, pal.floor, seed) : tiles(ctx, a, pal.tile)
  return [
    floorMarkup,
    floorShade(ctx, a),
    kneeWall(ctx, a, -1),
    kneeWall(ctx, a, 1),
    slope(ctx, a, -1, 0),
    slope(ctx, a, 1, 0.05),
    ceiling(ctx, a),
    gable(ctx, a, a.length, pal.wall),
    gable(ctx, a, 0, nearWall),
    entrance(ctx, -a.mainSide * 0.6, '#f4f1ea'),
    edges(ctx, a),
    spots(ctx, a),
  ].join('')
}
