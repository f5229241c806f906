/** Bedroom under the roof: bed against the gable or under a slope, bedside lamps, rug, reading nook. */
import { type Attic } from './atticGeometry'
import { shade } from './color'
import { type Part } from './depthSort'
import {
  type Furnishing,
  type RoomPlan,
  boxPart,
  emptyFurnishing,
  floorLamp,
  footprintOf,
  frameArt,
  kneeCupboard,
  plant,
  rug,
  tableLamp,
} from './furniture'
import { type Palette } from './palette'
import { type Placement, lb, placeBox, placePoint } from './placement'
import { type Rng } from './prng'
import { bench, sofa } from './seating'
import { type Ctx } from './space'

/** Bed in local frame: headboard at d = 0, foot at d = 2.1. */
function bed(ctx: Ctx, at: Placement, width: number, pal: Palette, headboard: number): Part[] {
  const h = width / 2
  const p = (b: ReturnType<typeof lb>, color: string, soft = 0) => boxPart(ctx, placeBox(at, b), { color, soft })
  const parts: Part[] = [
    p(lb(-h - 0.06, h + 0.06, 0, headboard, 0, 0.08), shade(pal.wood, -0.05), 0.02),
    p(lb(-h, h, 0.08, 0.3, 0.08, 2.1), pal.wood),
    p(lb(-h + 0.02, h - 0.02, 0.3, 0.5, 0.1, 2.08), '#fbfaf7', 0.03),
    p(lb(-h - 0.03, h + 0.03, 0.26, 0.56, 0.62, 2.12), pal.textile, 0.05),
    p(lb(-h - 0.06, h + 0.06, 0.24, 0.6, 1.55, 2.0), pal.accent, 0.04),
  ]
  const pillows = width > 1.3 ? 2 : 1
  const pw = (width - 0.2) / pillows
  for (let i = 0; i < pillows; i++) {
    const x0 = -h + 0.1 + i * pw
    parts.push(p(lb(x0 + 0.03, x0 + pw - 0.03, 0.5, 0.72, 0.12, 0.5), '#ffffff', 0.08))
  }
  parts.push(p(lb(-0.22, 0.22, 0.52, 0.8, 0.5, 0.6), shade(pal.accent, 0.25), 0.08))
  return parts
}

function bedsideTable(ctx: Ctx, at: Placement, x: number, pal: Palette): { parts: Part[]; glow: string } {
  const top = placePoint(at, x, 0.52, 0.25)
  const lamp = tableLamp(ctx, top, '#f6efe2', pal.metal)
  return {
    parts: [
      boxPart(ctx, placeBox(at, lb(x - 0.23, x + 0.23, 0, 0.52, 0.04, 0.44)), {
        color: shade(pal.wood, 0.1),
        top: shade(pal.wood, 0.18),
      }),
      ...lamp.parts,
    ],
    glow: lamp.glow,
  }
}

function addBedGroup(ctx: Ctx, f: Furnishing, at: Placement, width: number, pal: Palette, headboard: number): void {
  const bedParts = bed(ctx, at, width, pal, headboard)
  f.parts.push(...bedParts)
  f.shadows.push(footprintOf(placeBox(at, lb(-width / 2, width / 2, 0, 0.5, 0, 2.1)), 0.06))
  for (const x of [-width / 2 - 0.38, width / 2 + 0.38]) {
    const t = bedsideTable(ctx, at, x, pal)
    f.parts.push(...t.parts)
    f.glow.push(t.glow)
    f.shadows.push(footprintOf(placeBox(at, lb(x - 0.23, x + 0.23, 0, 0.5, 0.04, 0.44))))
  }
  const r = placeBox(at, lb(-width / 2 - 0.55, width / 2 + 0.55, 0, 0.01, 0.9, 2.9))
  f.floor.push(rug(ctx, r, shade(pal.wall, 0.35), shade(pal.accent, 0.1)))
}

/** Reading corner near the stair end, seen in the "other end" view. */
export function readingNook(ctx: Ctx, f: Furnishing, a: Attic, pal: Palette, rng: Rng): void {
  const side = -a.mainSide
  const x = side * (a.hw - 1.0)
  const at: Placement = { anchor: [x, 0, 0.7], facing: '+z' }
  f.parts.push(...sofa(ctx, at, 0.9, 1, { fabric: shade(pal.accent, 0.15), cushion: pal.textile, legs: pal.wood }))
  f.shadows.push(footprintOf(placeBox(at, lb(-0.45, 0.45, 0, 0.8, 0, 0.9))))
  f.floor.push(rug(ctx, { x0: x - 0.9, x1: x + 0.9, z0: 0.9, z1: 2.4 }, shade(pal.accent, 0.55), pal.textile))
  const lamp = floorLamp(ctx, [x - side * 0.75, 0, 0.6], '#f3ece0', pal.metal)
  f.parts.push(...lamp.parts, plant(ctx, [side * (a.hw - 0.35), 0, 0.9], 0.9, pal, rng))
  f.parts.push(
    boxPart(
      ctx,
      { x0: x - side * 0.7 - 0.2, x1: x - side * 0.7 + 0.2, y0: 0, y1: 0.5, z0: 1.2, z1: 1.6 },
      { color: pal.wood, top: shade(pal.wood, 0.15) },
    ),
  )
  f.wall.push(frameArt(ctx, x, 1.32, 0.6, 0.42, 0, pal, rng))
  f.glow.push(lamp.glow)
}

export function planBedroom(a: Attic, pal: Palette, rng: Rng): RoomPlan {
  const onGable = rng.chance(0.6)
  const width = rng.pick([1.4, 1.6, 1.6, 1.8])
  const side = a.mainSide
  const at: Placement = onGable
    ? { anchor: [rng.range(-0.5, 0.5), 0, a.length], facing: '-z' }
    : { anchor: [side * a.hw, 0, a.length * rng.range(0.6, 0.7)], facing: side > 0 ? '-x' : '+x' }
  const artSeed = rng.next()
  const build = (ctx: Ctx): Furnishing => {
    const f = emptyFurnishing()
    addBedGroup(ctx, f, at, width, pal, onGable ? 1.15 : Math.min(a.knee - 0.02, 0.9))
    if (onGable) {
      const [ax] = at.anchor
      f.wall.push(frameArt(ctx, ax, 1.62, 0.9, 0.6, a.length, pal, rng))
      f.parts.push(
        ...bench(ctx, { anchor: [ax, 0, a.length - 2.25], facing: '-z' }, width * 0.8, 0.38, 0.45, pal.wood, shade(pal.wood, -0.2)),
      )
      f.parts.push(...kneeCupboard(ctx, -side * a.hw, -side, 2.6, a.length - 1.0, Math.min(a.knee, 0.8), '#efe9df'))
    } else {
      const dresser: Placement = { anchor: [0.9 * -side, 0, a.length], facing: '-z' }
      f.wall.push(frameArt(ctx, 0.9 * -side, 1.55, 1.1, 0.7, a.length, pal, rng))
      f.parts.push(
        boxPart(ctx, placeBox(dresser, lb(-0.6, 0.6, 0.08, 0.85, 0, 0.45)), {
          color: shade(pal.wood, 0.12),
          top: shade(pal.wood, 0.2),
        }),
      )
      f.shadows.push(footprintOf(placeBox(dresser, lb(-0.6, 0.6, 0, 0.85, 0, 0.45))))
      f.parts.push(plant(ctx, [0.9 * -side + 0.35, 0.85, a.length - 0.22], 0.45, pal, rng))
      f.parts.push(plant(ctx, [side * 0.6, 0, a.length - 0.4], 1.2, pal, rng))
    }
    f.parts.push(plant(ctx, [-side * (a.hw - 0.5), 0, a.length - 0.5], 0.8 + artSeed * 0.4, pal, rng))
    readingNook(ctx, f, a, pal, rng)
    return f
  }
  const focus = placePoint(at, 0, 0.5, 1.0)
  return { focus, build }
}
