/** Northern-French brick house: brick courses, white joinery, steep roof with roof windows. */
import { shade } from './color'
import { type Rng } from './prng'
import { type Ctx, type Vec3, beam, box, face, facesCamera, project } from './space'
import { path } from './svg'

export type HouseSpec = {
  width: number
  depth: number
  wallHeight: number
  pitch: number
  brick: string
  roof: string
  door: string
  roofWindows: number
  /** a roof still open on one half, with trusses and battens showing */
  underConstruction: boolean
}

export function houseSpecFor(rng: Rng, underConstruction = false): HouseSpec {
  return {
    width: rng.range(7.5, 9),
    depth: rng.range(7, 8),
    wallHeight: rng.range(5.2, 5.8),
    pitch: (rng.range(45, 52) * Math.PI) / 180,
    brick: rng.pick(['#a4503a', '#9b4632', '#b15d40', '#8f4a36']),
    roof: rng.pick(['#3d4450', '#4a4f5a', '#7a3b2c', '#35393f']),
    door: rng.pick(['#2f5d62', '#34495e', '#7a2f35', '#3f5f3a']),
    roofWindows: rng.pick([2, 2, 3]),
    underConstruction,
  }
}

const ridgeY = (h: HouseSpec) => h.wallHeight + (h.depth / 2) * Math.tan(h.pitch)

/** Mortar courses on a vertical wall, either a z-plane (front) or an x-plane (gable). */
function courses(ctx: Ctx, plane: 'z' | 'x', at: number, from: number, to: number, top: (u: number) => number, bottom = 0): string {
  const d: string[] = []
  const p3 = (u: number, y: number): Vec3 => (plane === 'z' ? [u, y, at] : [at, y, u])
  const line = (a: Vec3, b: Vec3) => {
    const p = project(ctx.cam, a)
    const q = project(ctx.cam, b)
    if (p && q) d.push(`M${p[0].toFixed(1)},${p[1].toFixed(1)}L${q[0].toFixed(1)},${q[1].toFixed(1)}`)
  }
  let row = 0
  for (let y = bottom + 0.075; y < Math.max(top(from), top(to), top((from + to) / 2)); y += 0.075, row++) {
    let u0 = from
    let u1 = to
    // Gable rows shrink with the roof line.
    while (u0 < u1 && top(u0) < y) u0 += 0.05
    while (u1 > u0 && top(u1) < y) u1 -= 0.05
    if (u1 <= u0) continue
    line(p3(u0, y), p3(u1, y))
    if (row % 2 === 0) for (let u = u0 + 0.11; u < u1; u += 0.44) line(p3(u, y), p3(u, y - 0.075))
  }
  return path(d.join(''), 'none', { stroke: '#e6d3c0', 'stroke-width': 0.7 * ctx.unit, opacity: 0.35 })
}

/** Window on the front facade: stone lintel and sill, white frame, sky reflection. */
function facadeWindow(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const z = -0.01
  const r = (x0: number, y0: number, x1: number, y1: number, dz = 0): Vec3[] => [
    [x0, y0, z + dz],
    [x1, y0, z + dz],
    [x1, y1, z + dz],
    [x0, y1, z + dz],
  ]
  const glass = ctx.doc.linear(
    [
      [0, '#9cc3dc'],
      [0.5, '#5d88a8'],
      [1, '#3e5f7a'],
    ],
    [0, 0, 0.4, 1],
  )
  return (
    face(ctx, r(x - 0.12, y + h, x + w + 0.12, y + h + 0.22), '#e8dcc4') +
    face(ctx, r(x - 0.08, y - 0.08, x + w + 0.08, y), '#e8dcc4') +
    face(ctx, r(x, y, x + w, y + h), '#fbfaf6') +
    face(ctx, r(x + 0.07, y + 0.07, x + w / 2 - 0.03, y + h - 0.07, -0.001), glass) +
    face(ctx, r(x + w / 2 + 0.03, y + 0.07, x + w - 0.07, y + h - 0.07, -0.001), glass)
  )
}

function frontDoor(ctx: Ctx, x: number, color: string): string {
  const z = -0.01
  const r = (x0: number, y0: number, x1: number, y1: number): Vec3[] => [
    [x0, y0, z],
    [x1, y0, z],
    [x1, y1, z],
    [x0, y1, z],
  ]
  return (
    face(ctx, r(x - 0.12, 2.3, x + 1.12, 2.52), '#e8dcc4') +
    face(ctx, r(x, 0, x + 1, 2.3), '#fbfaf6') +
    face(ctx, r(x + 0.07, 0.02, x + 0.93, 1.85), color) +
    face(
      ctx,
      r(x + 0.07, 1.9, x + 0.93, 2.23),
      ctx.doc.linear([
        [0, '#9cc3dc'],
        [1, '#4d7694'],
      ]),
    ) +
    face(ctx, r(x + 0.75, 0.95, x + 0.82, 1.0), '#d9b45a')
  )
}

/** Point on the front roof slope at depth z (0 at the eave line). */
function roofPoint(h: HouseSpec, x: number, t: number): Vec3 {
  const z = -0.35 + t * (h.depth / 2 + 0.35)
  return [x, h.wallHeight + (z + 0) * Math.tan(h.pitch) + 0.0, z]
}

function roofWindow(ctx: Ctx, h: HouseSpec, x: number, t0: number, t1: number): string {
  const lift = 0.06
  const q = (xx: number, t: number): Vec3 => {
    const p = roofPoint(h, xx, t)
    return [p[0], p[1] + lift, p[2] - lift * Math.tan(h.pitch) * 0.2]
  }
  const glass = ctx.doc.linear(
    [
      [0, '#d6e9f5'],
      [0.5, '#7fa8c6'],
      [1, '#4a6f8c'],
    ],
    [0, 0, 0.3, 1],
  )
  return (
    face(ctx, [q(x, t0), q(x + 0.85, t0), q(x + 0.85, t1), q(x, t1)], '#2f3338') +
    face(ctx, [q(x + 0.07, t0 + 0.02), q(x + 0.78, t0 + 0.02), q(x + 0.78, t1 - 0.03), q(x + 0.07, t1 - 0.03)], glass)
  )
}

/** Front roof slope with slate or tile courses; the open half shows trusses instead. */
function frontRoof(ctx: Ctx, h: HouseSpec): string {
  const x0 = -0.25
  const x1 = h.width + 0.25
  const open = h.underConstruction ? h.width * 0.45 : x0
  const out: string[] = []
  if (h.underConstruction) {
    for (let x = 0.2; x < open; x += 0.6) out.push(beam(ctx, roofPoint(h, x, 0), roofPoint(h, x, 1), [1, 0, 0], 0.08, 0.16, '#c8995f'))
    for (let t = 0.05; t < 1; t += 0.09) out.push(beam(ctx, roofPoint(h, x0, t), roofPoint(h, open, t), [0, 1, 0], 0.05, 0.03, '#b9874f'))
  }
  const fill = ctx.doc.linear([
    [0, shade(h.roof, 0.12)],
    [1, shade(h.roof, -0.12)],
  ])
  out.push(face(ctx, [roofPoint(h, open, 0), roofPoint(h, x1, 0), roofPoint(h, x1, 1), roofPoint(h, open, 1)], fill))
  const lines: string[] = []
  for (let t = 0.04; t < 1; t += 0.035) {
    const p = project(ctx.cam, roofPoint(h, open, t))
    const q = project(ctx.cam, roofPoint(h, x1, t))
    if (p && q) lines.push(`M${p[0].toFixed(1)},${p[1].toFixed(1)}L${q[0].toFixed(1)},${q[1].toFixed(1)}`)
  }
  out.push(path(lines.join(''), 'none', { stroke: shade(h.roof, -0.35), 'stroke-width': 0.8 * ctx.unit, opacity: 0.5 }))
  out.push(beam(ctx, roofPoint(h, x0, 1), roofPoint(h, x1, 1), [0, 1, 0], 0.2, 0.16, shade(h.roof, -0.2)))
  out.push(beam(ctx, roofPoint(h, x0, 0), roofPoint(h, x1, 0), [0, 1, 0], 0.16, 0.14, '#e9e6e0'))
  return out.join('')
}

/** Side gable: the pentagon up to the ridge and the roof's verge seen in section. */
function gableSide(ctx: Ctx, h: HouseSpec, x: number): string {
  const normal: Vec3 = [x > 0 ? 1 : -1, 0, 0]
  if (!facesCamera(ctx.cam, normal, [x, 1, h.depth / 2])) return ''
  const r = ridgeY(h)
  const pts: Vec3[] = [
    [x, 0, 0],
    [x, h.wallHeight, 0],
    [x, r, h.depth / 2],
    [x, h.wallHeight, h.depth],
    [x, 0, h.depth],
  ]
  const top = (u: number) => (u <= h.depth / 2 ? h.wallHeight + u * Math.tan(h.pitch) : h.wallHeight + (h.depth - u) * Math.tan(h.pitch))
  return face(ctx, pts, shade(h.brick, -0.1)) + courses(ctx, 'x', x + normal[0] * 0.001, 0, h.depth, top)
}

/** The whole house; the camera must look at the front (z = 0) from negative z. */
export function drawHouse(ctx: Ctx, h: HouseSpec): string {
  const out: string[] = []
  out.push(gableSide(ctx, h, 0), gableSide(ctx, h, h.width))
  out.push(
    face(
      ctx,
      [
        [0, 0, 0],
        [h.width, 0, 0],
        [h.width, h.wallHeight, 0],
        [0, h.wallHeight, 0],
      ],
      h.brick,
    ),
  )
  out.push(courses(ctx, 'z', -0.002, 0, h.width, () => h.wallHeight))
  out.push(
    face(
      ctx,
      [
        [0, 0, -0.005],
        [h.width, 0, -0.005],
        [h.width, 0.45, -0.005],
        [0, 0.45, -0.005],
      ],
      shade(h.brick, -0.3),
    ),
  )
  out.push(
    face(
      ctx,
      [
        [0, 2.75, -0.006],
        [h.width, 2.75, -0.006],
        [h.width, 2.9, -0.006],
        [0, 2.9, -0.006],
      ],
      shade(h.brick, -0.18),
    ),
  )
  const doorX = h.width * 0.18
  out.push(frontDoor(ctx, doorX, h.door))
  const cols = [h.width * 0.45, h.width * 0.72]
  for (const x of cols) out.push(facadeWindow(ctx, x, 0.9, 1.1, 1.45))
  for (const x of [doorX, ...cols]) out.push(facadeWindow(ctx, x, 3.4, 1.0, 1.35))
  out.push(frontRoof(ctx, h))
  if (!h.underConstruction) {
    const step = h.width / (h.roofWindows + 1)
    for (let i = 1; i <= h.roofWindows; i++) out.push(roofWindow(ctx, h, step * i - 0.42, 0.3, 0.62))
  }
  const chimneyX = h.width - 0.9
  const base = roofPoint(h, chimneyX, 0.78)
  out.push(
    box(
      ctx,
      { x0: chimneyX - 0.35, x1: chimneyX + 0.35, y0: base[1], y1: ridgeY(h) + 1.0, z0: base[2], z1: base[2] + 0.6 },
      { color: shade(h.brick, -0.05) },
    ),
  )
  out.push(
    box(
      ctx,
      {
        x0: chimneyX - 0.42,
        x1: chimneyX + 0.42,
        y0: ridgeY(h) + 1.0,
        y1: ridgeY(h) + 1.12,
        z0: base[2] - 0.07,
        z1: base[2] + 0.67,
      },
      { color: '#d8cdbb' },
    ),
  )
  out.push(beam(ctx, [h.width + 0.18, 0, -0.2], [h.width + 0.18, h.wallHeight, -0.2], [1, 0, 0], 0.08, 0.08, '#e9e6e0'))
  return out.join('')
}
