/** Unconverted attic ("combles perdus"): bare structure, glass wool, dusty light from a small skylight. */
import { type Attic, type Side, slopeOutward, slopePoint, slopeX } from './atticGeometry'
import { shade } from './color'
import { type Part, drawSorted } from './depthSort'
import { COMMON } from './palette'
import { createRng } from './prng'
import { atticClutter } from './rawObjects'
import { type WindowStyle, drawLightBeam, drawLightPatch, drawRoofWindow, glassCorners } from './roofWindow'
import { type Ctx, type Vec3, add, beam, face, project, scale } from './space'
import { type Pt, circle, path, rect } from './svg'

const WOOD = '#b27c4c'
const SPACING = 0.6
const JOIST_Y = 0.12

/** Gable section up to the ridge (no ceiling yet). */
function rawSection(a: Attic, z: number): Vec3[] {
  return [
    [-a.hw, 0, z],
    [-a.hw, a.knee, z],
    [0, a.ridge, z],
    [a.hw, a.knee, z],
    [a.hw, 0, z],
  ]
}

/** Materials of the bare attic, varied per project: brick or block gables, tiles or membrane under the roof. */
type RawLook = {
  gable: readonly [string, string]
  joint: string
  course: number
  unit: number
  under: readonly [string, string]
  batten: string
}

const LOOKS: readonly RawLook[] = [
  {
    gable: ['#6e3f2c', '#8a4b33'],
    joint: '#b08a6e',
    course: 0.075,
    unit: 0.22,
    under: ['#3c2218', '#4e2b1e'],
    batten: '#6a4129',
  },
  { gable: ['#6b6761', '#858078'], joint: '#a9a59c', course: 0.2, unit: 0.5, under: ['#23262a', '#30343a'], batten: '#6a4a32' },
  {
    gable: ['#74432f', '#925639'],
    joint: '#c09a7c',
    course: 0.075,
    unit: 0.22,
    under: ['#2b2d30', '#3a3d42'],
    batten: '#735034',
  },
]

/** Masonry courses as one path of projected joints: cheap and in perspective. */
function brickWall(ctx: Ctx, a: Attic, z: number, look: RawLook): string {
  const n: Vec3 = [0, 0, z > 0 ? -1 : 1]
  const sec = rawSection(a, z)
  const first = sec[0]
  if (!first || (ctx.cam.pos[2] - z) * n[2] <= 0) return ''
  const fill = ctx.doc.linear([
    [0, look.gable[0]],
    [1, look.gable[1]],
  ])
  const d: string[] = []
  const c = look.course
  for (let y = c, row = 0; y < a.ridge; y += c, row++) {
    const half = y < a.knee ? a.hw : Math.max(0, a.hw - (y - a.knee) / Math.tan(a.pitch))
    const p = project(ctx.cam, [-half, y, z])
    const q = project(ctx.cam, [half, y, z])
    if (p && q) d.push(`M${p[0].toFixed(1)},${p[1].toFixed(1)}L${q[0].toFixed(1)},${q[1].toFixed(1)}`)
    for (let x = -half + (row % 2) * (look.unit / 2); x < half; x += look.unit) {
      const s = project(ctx.cam, [x, y, z])
      const t = project(ctx.cam, [x, y - c, z])
      if (s && t) d.push(`M${s[0].toFixed(1)},${s[1].toFixed(1)}L${t[0].toFixed(1)},${t[1].toFixed(1)}`)
    }
  }
  return face(ctx, sec, fill) + path(d.join(''), 'none', { stroke: look.joint, 'stroke-width': 0.8 * ctx.unit, opacity: 0.45 })
}

/** Underside of the roof: dark tiles crossed by battens. */
function roofUnderside(ctx: Ctx, a: Attic, side: Side, look: RawLook): string {
  const pts: Vec3[] = [
    slopePoint(a, side, a.knee, 0),
    slopePoint(a, side, a.ridge, 0),
    slopePoint(a, side, a.ridge, a.length),
    slopePoint(a, side, a.knee, a.length),
  ]
  const fill = ctx.doc.linear([
    [0, side < 0 ? look.under[0] : shade(look.under[0], -0.1)],
    [1, look.under[1]],
  ])
  const out = [face(ctx, pts, fill)]
  for (let y = a.knee + 0.12; y < a.ridge - 0.05; y += 0.3 * Math.sin(a.pitch)) {
    const x = slopeX(a, side, y)
    out.push(
      face(
        ctx,
        [
          [x, y, 0],
          [x, y + 0.03, 0],
          [x, y + 0.03, a.length],
          [x, y, a.length],
        ],
        look.batten,
      ),
    )
  }
  return out.join('')
}

function kneeWallRaw(ctx: Ctx, a: Attic, side: Side): string {
  const x = side * a.hw
  return face(
    ctx,
    [
      [x, 0, 0],
      [x, a.knee, 0],
      [x, a.knee, a.length],
      [x, 0, a.length],
    ],
    side < 0 ? '#6f5b4a' : '#5f4c3d',
  )
}

/** Rafter on one slope at depth z, set just inside the roof surface. */
function rafter(ctx: Ctx, a: Attic, side: Side, z: number): string {
  const inward = scale(slopeOutward(a, side), -0.09)
  const bottom = add(slopePoint(a, side, a.knee - 0.1, z), inward)
  const top = add(slopePoint(a, side, a.ridge - 0.05, z), inward)
  return beam(ctx, bottom, top, [0, 0, 1], 0.07, 0.16, WOOD)
}

/** W-shaped industrial truss (fermette): chords plus four web members. */
function fermette(ctx: Ctx, a: Attic, z: number): string {
  const inward = (side: Side) => scale(slopeOutward(a, side), -0.07)
  const top = (side: Side, t: number): Vec3 => add(slopePoint(a, side, a.knee + (a.ridge - a.knee) * t, z), inward(side))
  const color = '#c39460'
  const m = (p: Vec3, q: Vec3) => beam(ctx, p, q, [0, 0, 1], 0.04, 0.1, color)
  const b1: Vec3 = [-a.hw / 3, JOIST_Y, z]
  const b2: Vec3 = [a.hw / 3, JOIST_Y, z]
  const apex = top(1, 0.97)
  return [
    m([-a.hw, JOIST_Y - 0.05, z], [a.hw, JOIST_Y - 0.05, z]),
    m(top(-1, 0), apex),
    m(top(1, 0), apex),
    m(b1, top(-1, 0.45)),
    m(b1, apex),
    m(b2, apex),
    m(b2, top(1, 0.45)),
    m([-a.hw + 0.05, 0, z], top(-1, 0.02)),
    m([a.hw - 0.05, 0, z], top(1, 0.02)),
  ].join('')
}

/** Traditional frame: rafters on both slopes, purlins, ridge beam and a collar tie every third bay. */
function traditionalFrame(ctx: Ctx, a: Attic): { behind: string; parts: Part[] } {
  const zs = bays(a)
  const rafters = [...zs]
    .sort((p, q) => Math.abs(q - ctx.cam.pos[2]) - Math.abs(p - ctx.cam.pos[2]))
    .map((z) => rafter(ctx, a, -1, z) + rafter(ctx, a, 1, z))
  const purlins = ([-1, 1] as const).map((side) => {
    const y = a.knee + (a.ridge - a.knee) * 0.45
    const p = add(slopePoint(a, side, y, 0), scale(slopeOutward(a, side), -0.26))
    return beam(ctx, p, [p[0], p[1], a.length], [0, 1, 0], 0.16, 0.2, shade(WOOD, -0.1))
  })
  const ridge = beam(ctx, [0, a.ridge - 0.22, 0], [0, a.ridge - 0.22, a.length], [1, 0, 0], 0.12, 0.22, shade(WOOD, -0.1))
  const parts: Part[] = zs
    .filter((z, i) => i % 3 === 1 && clearOfLens(ctx, z))
    .map((z) => {
      const y = Math.min(a.ridge - 0.6, 2.3)
      const x = Math.abs(slopeX(a, 1, y)) - 0.1
      return {
        bounds: { x0: -x, x1: x, y0: y - 0.1, y1: y + 0.1, z0: z - 0.05, z1: z + 0.05 },
        draw: () => beam(ctx, [-x, y, z], [x, y, z], [0, 0, 1], 0.08, 0.18, WOOD),
      }
    })
  return { behind: rafters.join('') + purlins.join('') + ridge, parts }
}

/** Positions of rafters or trusses along the attic; none crosses the skylight opening. */
const bays = (a: Attic): number[] => {
  // Fermettes are drawn every other one: at true spacing their webs turn into a thicket.
  const step = a.structure === 'fermette' ? SPACING * 1.5 : SPACING
  return Array.from({ length: Math.floor(a.length / step) }, (_, i) => 0.3 + i * step).filter(
    (z) => z < a.skylight.z0 - 0.05 || z > a.skylight.z1 + 0.05,
  )
}

/** Members right in front of the lens would fill the frame: leave them out like a photographer stepping between them. */
const clearOfLens = (ctx: Ctx, z: number, gap = 1.1): boolean => Math.abs(z - ctx.cam.pos[2]) > gap

/** Floor joists with glass wool between; in the rafters case a chipboard walkway on top. */
function floorBuildUp(ctx: Ctx, a: Attic): string {
  const wool = woolTexture(ctx)
  const out = [
    face(
      ctx,
      [
        [-a.hw, JOIST_Y * 0.6, 0],
        [a.hw, JOIST_Y * 0.6, 0],
        [a.hw, JOIST_Y * 0.6, a.length],
        [-a.hw, JOIST_Y * 0.6, a.length],
      ],
      wool,
    ),
  ]
  if (a.structure === 'rafters') {
    const zs = bays(a).sort((p, q) => Math.abs(q - ctx.cam.pos[2]) - Math.abs(p - ctx.cam.pos[2]))
    for (const z of zs) out.push(beam(ctx, [-a.hw, JOIST_Y / 2, z], [a.hw, JOIST_Y / 2, z], [0, 0, 1], 0.07, JOIST_Y, shade(WOOD, 0.05)))
    for (let z = 0.3; z < a.length - 1; z += 1.22) {
      out.push(
        face(
          ctx,
          [
            [-0.9, JOIST_Y + 0.005, z],
            [0.3, JOIST_Y + 0.005, z],
            [0.3, JOIST_Y + 0.005, z + 1.2],
            [-0.9, JOIST_Y + 0.005, z + 1.2],
          ],
          '#b89a6a',
        ),
      )
    }
  }
  return out.join('')
}

/** Glass wool: yellow base with soft, irregular tufts and fibres, as a screen-space pattern. */
function woolTexture(ctx: Ctx): string {
  const s = 90 * ctx.unit
  const rng = createRng(9)
  const tufts: string[] = []
  for (let i = 0; i < 26; i++) {
    const c = rng.pick(['#f2d889', '#d9b150', '#f6e2a2', '#c99f45', '#edcd72'])
    const rx = rng.range(0.05, 0.16) * s
    const ry = rx * rng.range(0.3, 0.6)
    const rot = rng.range(-40, 40).toFixed(0)
    // Tufts are repeated at 0 and -s so they wrap across the tile edges.
    for (const dx of [0, -s]) {
      tufts.push(
        `<ellipse cx="${(rng.next() * s + dx).toFixed(1)}" cy="${(rng.next() * s).toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="${c}" opacity="0.55" transform="rotate(${rot})"/>`,
      )
    }
  }
  return ctx.doc.pattern(s, s, rect(0, 0, s, s, COMMON.glassWoolYellow) + tufts.join(''))
}

/** Dust motes inside the light shaft. */
function dust(ctx: Ctx, a: Attic, seed: number): string {
  const rng = createRng(seed, 77)
  const glass = glassCorners(a, a.skylight, 0)
  const c0 = glass[0]
  const c2 = glass[2]
  if (!c0 || !c2) return ''
  const out: string[] = []
  for (let i = 0; i < 70; i++) {
    const t = rng.range(0.05, 0.95)
    const start: Vec3 = [c0[0] + (c2[0] - c0[0]) * rng.next(), c0[1] + (c2[1] - c0[1]) * rng.next(), c0[2] + (c2[2] - c0[2]) * rng.next()]
    const p: Vec3 = [start[0] - a.skylight.side * 0.55 * start[1] * t, start[1] * (1 - t), start[2] + 0.3 * start[1] * t]
    const s = project(ctx.cam, p)
    if (s) out.push(circle(s[0], s[1], rng.range(0.8, 2.2) * ctx.unit, '#fff3d0', { opacity: rng.range(0.3, 0.8).toFixed(2) }))
  }
  return out.join('')
}

/** Darkness everywhere except around the shaft of light. */
function gloom(ctx: Ctx, a: Attic): string {
  const { width: w, height: h } = ctx.doc
  const hit = project(ctx.cam, [slopeX(a, a.skylight.side, a.skylight.y0) * 0.3, 0.6, (a.skylight.z0 + a.skylight.z1) / 2])
  const c: Pt = hit ?? [w / 2, h / 2]
  const fill = ctx.doc.radial(
    [
      [0, '#000', 0],
      [0.35, '#120a05', 0.3],
      [1, '#0c0704', 0.78],
    ],
    { cx: c[0], cy: c[1], r: w * 0.8 },
    true,
  )
  return rect(0, 0, w, h, fill)
}

/** seed picks materials; clutterSeed lets projects sharing a variant still differ in their clutter. */
export function drawRawAttic(ctx: Ctx, a: Attic, seed: number, clutterSeed = 0): string {
  const slot = (z: number) => (a.structure === 'fermette' ? Math.round((z - 0.75) / (SPACING * 1.5)) * SPACING * 1.5 + 0.75 : z)
  const rng = createRng(seed, clutterSeed, 55)
  const look = LOOKS[Math.abs(Math.floor(seed)) % LOOKS.length] ?? LOOKS[0]!
  const style: WindowStyle = { frame: '#3a3a38', reveal: '#5a3a28', depth: 0.12, sky: ['#9fc3dd', '#e8f1f3'], dusty: true }
  const frame = a.structure === 'rafters' ? traditionalFrame(ctx, a) : { behind: '', parts: [] as Part[] }
  const trusses: Part[] =
    a.structure === 'fermette'
      ? bays(a)
          .filter((z) => clearOfLens(ctx, z, 2.4))
          .map((z) => ({
            bounds: { x0: -a.hw, x1: a.hw, y0: 0, y1: a.ridge, z0: z - 0.03, z1: z + 0.03 },
            draw: () => fermette(ctx, a, z),
          }))
      : []
  return [
    rect(0, 0, ctx.doc.width, ctx.doc.height, '#2a1a10'),
    roofUnderside(ctx, a, -1, look),
    roofUnderside(ctx, a, 1, look),
    kneeWallRaw(ctx, a, -1),
    kneeWallRaw(ctx, a, 1),
    brickWall(ctx, a, a.length, look),
    brickWall(ctx, a, 0, look),
    drawRoofWindow(ctx, a, a.skylight, style),
    frame.behind,
    floorBuildUp(ctx, a),
    drawLightPatch(ctx, a, a.skylight, 0.7, '#ffdf9a'),
    drawSorted([...frame.parts, ...trusses, ...atticClutter(ctx, a, rng, slot)], ctx.cam),
    drawLightBeam(ctx, a, a.skylight, 0.5, '#ffe2a0'),
    dust(ctx, a, seed),
    gloom(ctx, a),
  ].join('')
}
