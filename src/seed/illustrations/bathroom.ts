/** Bathroom under the roof: freestanding tub or walk-in shower, vanity with basin and mirror, tiles. */
import { type Attic } from './atticGeometry'
import { shade } from './color'
import { type Part } from './depthSort'
import { type Furnishing, type RoomPlan, boxPart, emptyFurnishing, footprintOf, glowAt, kneeCupboard, plant, rug } from './furniture'
import { type Palette } from './palette'
import { type Placement, lb, placeBox, placePoint } from './placement'
import { type Rng } from './prng'
import { type Ctx, type Vec3, beam, face, lathe, pixelsAt, project, ring, wallCircle } from './space'
import { circle, polyline } from './svg'

/** Freestanding tub: a rounded shell, a white rim and the pale inside. */
function bathtub(ctx: Ctx, center: Vec3, alongX: boolean): Part {
  const [x, , z] = center
  const half = 0.85
  const wide = 0.4
  const rx = alongX ? half : wide
  const rz = alongX ? wide : half
  const aspect = rz / rx
  const bounds = { x0: x - rx, x1: x + rx, y0: 0, y1: 0.62, z0: z - rz, z1: z + rz }
  const draw = () => {
    const shell = lathe(
      ctx,
      [x, 0, z],
      [
        [0.04, rx * 0.8],
        [0.25, rx * 0.95],
        [0.6, rx],
      ],
      { color: '#fbfbf9', aspect, squareness: 2.6, cap: '#ffffff' },
    )
    const inner = face(
      ctx,
      ring([x, 0.6, z], rx - 0.07, rz - 0.07, 2.6),
      ctx.doc.linear([
        [0, '#d6e4ea'],
        [1, '#f4f8f9'],
      ]),
    )
    return shell + inner
  }
  return { bounds, draw }
}

/** Floor-standing tap at the end of the tub. */
function tubTap(ctx: Ctx, base: Vec3, toward: Vec3, metal: string): Part {
  const top: Vec3 = [base[0], 0.95, base[2]]
  const spout: Vec3 = [base[0] + toward[0] * 0.22, 0.93, base[2] + toward[2] * 0.22]
  return {
    bounds: { x0: base[0] - 0.05, x1: base[0] + 0.05, y0: 0, y1: 1, z0: base[2] - 0.05, z1: base[2] + 0.05 },
    draw: () => beam(ctx, base, top, [1, 0, 0], 0.035, 0.035, metal) + beam(ctx, top, spout, [0, 1, 0], 0.03, 0.03, metal),
  }
}

/** Wall tiles on the far gable up to a given height, as a grout grid. */
function wallTiles(ctx: Ctx, x0: number, x1: number, top: number, wallZ: number, color: string): string {
  const z = wallZ - 0.01
  const out = [
    face(
      ctx,
      [
        [x0, 0, z],
        [x1, 0, z],
        [x1, top, z],
        [x0, top, z],
      ],
      color,
    ),
  ]
  const grout = shade(color, -0.14)
  const line = (a: Vec3, b: Vec3) => {
    const p = project(ctx.cam, a)
    const q = project(ctx.cam, b)
    return p && q ? polyline([p, q], grout, 0.9 * ctx.unit) : ''
  }
  for (let y = 0.15; y < top; y += 0.15) out.push(line([x0, y, z], [x1, y, z]))
  for (let x = x0; x <= x1 + 1e-6; x += 0.3) out.push(line([x, 0, z], [x, top, z]))
  return out.join('')
}

function vanity(ctx: Ctx, f: Furnishing, at: Placement, width: number, pal: Palette): void {
  const h = width / 2
  const top = 0.86
  f.parts.push(boxPart(ctx, placeBox(at, lb(-h, h, 0.25, top - 0.04, 0, 0.5)), { color: pal.wood }))
  f.parts.push(boxPart(ctx, placeBox(at, lb(-h - 0.02, h + 0.02, top - 0.04, top, 0, 0.52)), { color: '#f2efea', top: '#faf8f5' }))
  f.parts.push(boxPart(ctx, placeBox(at, lb(-0.004, 0.004, 0.3, top - 0.08, 0.5, 0.505)), { color: shade(pal.wood, -0.3) }))
  const basin = placePoint(at, 0, top, 0.27)
  f.parts.push({
    bounds: placeBox(at, lb(-0.22, 0.22, top, top + 0.15, 0.05, 0.49)),
    draw: () =>
      lathe(
        ctx,
        basin,
        [
          [0, 0.14],
          [0.06, 0.2],
          [0.14, 0.22],
        ],
        { color: '#ffffff', cap: '#e4ecef' },
      ),
  })
  const tapBase = placePoint(at, 0, top, 0.05)
  const tapTop = placePoint(at, 0, top + 0.3, 0.05)
  const tapEnd = placePoint(at, 0, top + 0.3, 0.2)
  f.parts.push({
    bounds: placeBox(at, lb(-0.03, 0.03, top, top + 0.32, 0.02, 0.22)),
    draw: () =>
      beam(ctx, tapBase, tapTop, [1, 0, 0], 0.03, 0.03, pal.metal) + beam(ctx, tapTop, tapEnd, [1, 0, 0], 0.025, 0.025, pal.metal),
  })
  f.shadows.push(footprintOf(placeBox(at, lb(-h, h, 0, 0.9, 0, 0.5)), 0))
  // The mirror hangs on the far gable only when the vanity stands against it.
  if (at.facing === '-z') {
    const c = placePoint(at, 0, 1.55, 0.015)
    const glass = ctx.doc.linear(
      [
        [0, '#eef5f7'],
        [0.5, '#c3d4db'],
        [1, '#e8f0f2'],
      ],
      [0, 0, 1, 1],
    )
    f.wall.push(face(ctx, wallCircle(c, 0.38), '#2f2c29') + face(ctx, wallCircle([c[0], c[1], c[2] - 0.004], 0.35), glass))
    const z = c[2]
    const lamp = project(ctx.cam, [c[0], 2.0, z])
    if (lamp) f.wall.push(circle(lamp[0], lamp[1], pixelsAt(ctx.cam, c, 0.05), '#fffaf0'))
    f.glow.push(glowAt(ctx, [c[0], 2.0, z - 0.05], 0.6, 0.45))
  }
}

/** Walk-in shower in a gable corner: darker tiles, rain head, a glass screen facing the room. */
function shower(ctx: Ctx, f: Furnishing, x0: number, x1: number, a: Attic, pal: Palette): void {
  const zBack = a.length
  const zFront = a.length - 1.1
  f.wall.push(wallTiles(ctx, x0, x1, 2.1, zBack, shade(pal.tile, -0.12)))
  f.floor.push(
    face(
      ctx,
      [
        [x0, 0.004, zFront],
        [x1, 0.004, zFront],
        [x1, 0.004, zBack],
        [x0, 0.004, zBack],
      ],
      shade(pal.tile, -0.2),
    ),
  )
  const head: Vec3 = [(x0 + x1) / 2, 2.05, zBack - 0.35]
  f.parts.push({
    bounds: { x0: head[0] - 0.15, x1: head[0] + 0.15, y0: 1.9, y1: 2.3, z0: zBack - 0.5, z1: zBack },
    draw: () =>
      beam(ctx, [head[0], 2.1, zBack], [head[0], 2.1, head[2]], [0, 1, 0], 0.025, 0.025, pal.metal) +
      lathe(
        ctx,
        [head[0], 2.05, head[2]],
        [
          [0, 0.15],
          [0.03, 0.15],
        ],
        { color: pal.metal },
      ),
  })
  // The screen covers the wall-side 70 % and leaves the walk-in opening towards the room.
  const wallSide = Math.abs(x0) > Math.abs(x1) ? x0 : x1
  const inner = wallSide + (x0 + x1 - 2 * wallSide) * 0.7
  const g0 = Math.min(wallSide, inner)
  const g1 = Math.max(wallSide, inner)
  const z = zFront
  const glass: Vec3[] = [
    [g0, 0.02, z],
    [g1, 0.02, z],
    [g1, 2.0, z],
    [g0, 2.0, z],
  ]
  const span = g1 - g0
  const stripe = (t: number, w: number): Vec3[] => [
    [g0 + span * t, 0.3, z],
    [g0 + span * (t + w), 0.3, z],
    [g0 + span * (t + w + 0.25), 1.8, z],
    [g0 + span * (t + 0.25), 1.8, z],
  ]
  f.parts.push({
    bounds: { x0: g0, x1: g1, y0: 0, y1: 2.0, z0: z - 0.01, z1: z + 0.01 },
    draw: () =>
      face(ctx, glass, '#e3f2f6', 0, { opacity: 0.3 }) +
      face(ctx, stripe(0.1, 0.08), '#ffffff', 0, { opacity: 0.35 }) +
      face(ctx, stripe(0.3, 0.03), '#ffffff', 0, { opacity: 0.3 }) +
      beam(ctx, [inner, 0, z], [inner, 2.0, z], [1, 0, 0], 0.03, 0.03, pal.metal) +
      beam(ctx, [g0, 2.0, z], [g1, 2.0, z], [0, 1, 0], 0.03, 0.03, pal.metal),
  })
}

/** Stool with folded towels and a woven laundry basket. */
function towelCorner(ctx: Ctx, x: number, z: number, pal: Palette): Part[] {
  return [
    boxPart(ctx, { x0: x - 0.2, x1: x + 0.2, y0: 0.4, y1: 0.45, z0: z - 0.2, z1: z + 0.2 }, { color: pal.wood }),
    ...[-0.15, 0.15].flatMap((dx) =>
      [-0.15, 0.15].map((dz) =>
        boxPart(
          ctx,
          { x0: x + dx - 0.02, x1: x + dx + 0.02, y0: 0, y1: 0.4, z0: z + dz - 0.02, z1: z + dz + 0.02 },
          { color: shade(pal.wood, -0.15) },
        ),
      ),
    ),
    boxPart(ctx, { x0: x - 0.16, x1: x + 0.16, y0: 0.45, y1: 0.53, z0: z - 0.14, z1: z + 0.14 }, { color: '#ffffff', soft: 0.02 }),
    boxPart(
      ctx,
      { x0: x - 0.15, x1: x + 0.15, y0: 0.53, y1: 0.6, z0: z - 0.13, z1: z + 0.13 },
      { color: shade(pal.accent, 0.35), soft: 0.02 },
    ),
    {
      bounds: { x0: x + 0.35, x1: x + 0.75, y0: 0, y1: 0.5, z0: z - 0.2, z1: z + 0.2 },
      draw: () =>
        lathe(
          ctx,
          [x + 0.55, 0, z],
          [
            [0, 0.17],
            [0.48, 0.2],
          ],
          { color: '#c8a874', cap: '#8a6d45' },
        ),
    },
  ]
}

function towelRail(ctx: Ctx, x: number, z: number, pal: Palette): Part[] {
  const rail: Part = {
    bounds: { x0: x - 0.3, x1: x + 0.3, y0: 0, y1: 1.5, z0: z - 0.05, z1: z + 0.05 },
    draw: () =>
      beam(ctx, [x - 0.3, 0, z], [x - 0.3, 1.5, z], [0, 0, 1], 0.03, 0.03, pal.metal) +
      beam(ctx, [x + 0.3, 0, z], [x + 0.3, 1.5, z], [0, 0, 1], 0.03, 0.03, pal.metal),
  }
  return [
    rail,
    boxPart(ctx, { x0: x - 0.25, x1: x + 0.25, y0: 0.75, y1: 1.35, z0: z - 0.06, z1: z + 0.06 }, { color: pal.accent, soft: 0.03 }),
  ]
}

export function planBathroom(a: Attic, pal: Palette, rng: Rng): RoomPlan {
  const hasTub = rng.chance(0.7)
  const side = a.mainSide
  const tubAlongX = rng.chance(0.5)
  const tubCenter: Vec3 = hasTub
    ? tubAlongX
      ? [rng.range(-0.4, 0.4), 0, a.length - 1.9]
      : [side * (a.hw - 0.75), 0, a.length * 0.66]
    : [0, 0, a.length - 1]
  const vanityAt: Placement =
    tubAlongX || !hasTub
      ? { anchor: [-side * (a.hw - 0.3), 0, a.length * 0.66], facing: side > 0 ? '+x' : '-x' }
      : { anchor: [-side * 0.5, 0, a.length], facing: '-z' }
  const build = (ctx: Ctx): Furnishing => {
    const f = emptyFurnishing()
    const xc = a.hw - 0.2
    f.wall.push(wallTiles(ctx, -xc, xc, 1.2, a.length, pal.tile))
    if (hasTub) {
      f.parts.push(bathtub(ctx, tubCenter, tubAlongX))
      f.parts.push(
        tubTap(
          ctx,
          tubAlongX ? [tubCenter[0] + 1.0, 0, tubCenter[2]] : [tubCenter[0], 0, tubCenter[2] + 1.0],
          tubAlongX ? [-1, 0, 0] : [0, 0, -1],
          pal.metal,
        ),
      )
      f.shadows.push(
        tubAlongX
          ? { x0: tubCenter[0] - 0.85, x1: tubCenter[0] + 0.85, z0: tubCenter[2] - 0.4, z1: tubCenter[2] + 0.4, round: true }
          : { x0: tubCenter[0] - 0.4, x1: tubCenter[0] + 0.4, z0: tubCenter[2] - 0.85, z1: tubCenter[2] + 0.85, round: true },
      )
      f.floor.push(
        rug(
          ctx,
          tubAlongX
            ? { x0: tubCenter[0] - 0.4, x1: tubCenter[0] + 0.4, z0: tubCenter[2] - 1.05, z1: tubCenter[2] - 0.5 }
            : { x0: tubCenter[0] - 1.05, x1: tubCenter[0] - 0.5, z0: tubCenter[2] - 0.4, z1: tubCenter[2] + 0.4 },
          shade(pal.textile, -0.05),
          pal.accent,
        ),
      )
    }
    if (!hasTub || rng.chance(0.4)) shower(ctx, f, side > 0 ? 0.9 : -2.0, side > 0 ? 2.0 : -0.9, a, pal)
    vanity(ctx, f, vanityAt, rng.pick([0.9, 1.2]), pal)
    f.parts.push(...towelRail(ctx, side * 0.2, a.length - 0.15, pal))
    f.parts.push(plant(ctx, [-side * (a.hw - 0.45), 0, a.length - 0.5], 1.0, pal, rng))
    f.parts.push(...kneeCupboard(ctx, side * a.hw, side, 0.6, 2.6, Math.min(a.knee, 0.7), '#f1ede6'))
    f.parts.push(plant(ctx, [-side * (a.hw - 0.4), 0, 1.5], 0.7, pal, rng, pal.accent))
    // The stool stands along the tub's wall, in front of the tub when the tub runs along that wall.
    const stoolX = side * (a.hw - 0.9)
    const stoolZ = hasTub && !tubAlongX ? tubCenter[2] - 1.4 : a.length * 0.55
    f.parts.push(...towelCorner(ctx, stoolX, stoolZ, pal))
    f.shadows.push({ x0: stoolX - 0.2, x1: stoolX + 0.2, z0: stoolZ - 0.2, z1: stoolZ + 0.2 })
    return f
  }
  return { focus: hasTub ? [tubCenter[0], 0.5, tubCenter[2]] : placePoint(vanityAt, 0, 0.8, 0.3), build }
}
