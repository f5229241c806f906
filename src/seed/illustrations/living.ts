/** Living room under the roof: sofa, coffee table, rug, bookcase or TV, plants and lamps. */
import { type Attic } from './atticGeometry'
import { shade } from './color'
import { type Part } from './depthSort'
import {
  type Furnishing,
  type RoomPlan,
  boxPart,
  books,
  emptyFurnishing,
  floorLamp,
  footprintOf,
  frameArt,
  pendant,
  plant,
  rug,
} from './furniture'
import { type Palette } from './palette'
import { type Placement, lb, placeBox, placePoint } from './placement'
import { type Rng } from './prng'
import { readingNook } from './bedroom'
import { sofa } from './seating'
import { type Ctx, type Vec3, lathe } from './space'

function coffeeTable(ctx: Ctx, center: Vec3, round: boolean, pal: Palette, rng: Rng): Part[] {
  const [x, , z] = center
  const wood = shade(pal.wood, 0.05)
  if (round) {
    const top: Part = {
      bounds: { x0: x - 0.45, x1: x + 0.45, y0: 0, y1: 0.42, z0: z - 0.45, z1: z + 0.45 },
      draw: () =>
        lathe(
          ctx,
          [x, 0, z],
          [
            [0, 0.3],
            [0.36, 0.3],
          ],
          { color: shade(wood, -0.25) },
        ) +
        lathe(
          ctx,
          [x, 0.36, z],
          [
            [0, 0.45],
            [0.05, 0.45],
          ],
          { color: wood, cap: shade(wood, 0.12) },
        ),
    }
    return [top, ...decor(ctx, [x, 0.41, z], pal, rng)]
  }
  const parts: Part[] = [
    boxPart(ctx, { x0: x - 0.6, x1: x + 0.6, y0: 0.34, y1: 0.4, z0: z - 0.32, z1: z + 0.32 }, { color: wood, top: shade(wood, 0.12) }),
  ]
  for (const dx of [-0.52, 0.52])
    for (const dz of [-0.25, 0.25])
      parts.push(
        boxPart(
          ctx,
          { x0: x + dx - 0.025, x1: x + dx + 0.025, y0: 0, y1: 0.34, z0: z + dz - 0.025, z1: z + dz + 0.025 },
          { color: pal.metal },
        ),
      )
  return [...parts, ...decor(ctx, [x, 0.4, z], pal, rng)]
}

/** A vase and a stack of books on the table top. */
function decor(ctx: Ctx, top: Vec3, pal: Palette, rng: Rng): Part[] {
  const [x, y, z] = top
  const vase: Part = {
    bounds: { x0: x + 0.1, x1: x + 0.26, y0: y, y1: y + 0.25, z0: z - 0.08, z1: z + 0.08 },
    draw: () =>
      lathe(
        ctx,
        [x + 0.18, y, z],
        [
          [0, 0.05],
          [0.08, 0.08],
          [0.2, 0.04],
          [0.25, 0.05],
        ],
        { color: pal.accent },
      ),
  }
  const stack = [0, 1].map((i) =>
    boxPart(
      ctx,
      { x0: x - 0.3, x1: x - 0.05, y0: y + i * 0.04, y1: y + i * 0.04 + 0.04, z0: z - 0.14 + i * 0.02, z1: z + 0.08 },
      { color: rng.pick(['#2f5d62', '#e3c77a', '#8c4a5e', '#efe8dc']) },
    ),
  )
  return [vase, ...stack]
}

/** Freestanding bookcase against the far gable. */
function bookcase(ctx: Ctx, at: Placement, width: number, height: number, pal: Palette, rng: Rng): Part[] {
  const h = width / 2
  const wood = shade(pal.wood, 0.08)
  const parts: Part[] = [
    boxPart(ctx, placeBox(at, lb(-h, -h + 0.03, 0, height, 0, 0.34)), { color: wood }),
    boxPart(ctx, placeBox(at, lb(h - 0.03, h, 0, height, 0, 0.34)), { color: wood }),
  ]
  const wallZ = at.anchor[2]
  for (let y = 0.04; y < height; y += height / 4) {
    parts.push(boxPart(ctx, placeBox(at, lb(-h + 0.03, h - 0.03, y - 0.03, y, 0, 0.34)), { color: wood }))
    if (y + 0.3 < height) parts.push(...books(ctx, at.anchor[0] - h + 0.04, at.anchor[0] + h - 0.04, y, wallZ, 0.3, rng))
  }
  parts.push(boxPart(ctx, placeBox(at, lb(-h, h, height - 0.03, height, 0, 0.34)), { color: wood }))
  return parts
}

/** Low media unit with a flat screen on top. */
function mediaWall(ctx: Ctx, at: Placement, pal: Palette): Part[] {
  const screen = ctx.doc.linear(
    [
      [0, '#1d2228'],
      [0.6, '#2c3440'],
      [1, '#3a4656'],
    ],
    [0, 0, 1, 1],
  )
  return [
    boxPart(ctx, placeBox(at, lb(-0.9, 0.9, 0.05, 0.45, 0, 0.4)), { color: shade(pal.wood, 0.05), top: shade(pal.wood, 0.15) }),
    boxPart(ctx, placeBox(at, lb(-0.6, 0.6, 0.55, 1.25, 0.12, 0.16)), { color: '#1b1e22' }),
    boxPart(ctx, placeBox(at, lb(-0.57, 0.57, 0.58, 1.22, 0.16, 0.162)), { color: '#2c3440', top: screen }),
    boxPart(ctx, placeBox(at, lb(-0.15, 0.15, 0.45, 0.55, 0.1, 0.22)), { color: '#1b1e22' }),
  ]
}

export function planLiving(a: Attic, pal: Palette, rng: Rng): RoomPlan {
  const sofaOnGable = rng.chance(0.55)
  const side = a.mainSide
  const seats = rng.pick([2, 3, 3])
  const width = seats === 2 ? 1.9 : 2.3
  const sofaAt: Placement = sofaOnGable
    ? { anchor: [rng.range(-0.4, 0.4), 0, a.length - 0.05], facing: '-z' }
    : { anchor: [side * (a.hw - 0.05), 0, a.length * 0.66], facing: side > 0 ? '-x' : '+x' }
  const roundTable = rng.chance(0.5)
  const build = (ctx: Ctx): Furnishing => {
    const f = emptyFurnishing()
    const fabric = rng.pick([shade(pal.accent, 0.1), '#d9d2c7', shade(pal.wall, -0.15), '#8a9aa6'])
    f.parts.push(...sofa(ctx, sofaAt, width, seats, { fabric, cushion: fabric === '#d9d2c7' ? pal.accent : pal.textile, legs: pal.metal }))
    f.shadows.push(footprintOf(placeBox(sofaAt, lb(-width / 2, width / 2, 0, 0.8, 0, 0.9))))
    const tableC = placePoint(sofaAt, 0, 0, 1.55)
    f.parts.push(...coffeeTable(ctx, tableC, roundTable, pal, rng))
    f.shadows.push(
      roundTable
        ? { x0: tableC[0] - 0.4, x1: tableC[0] + 0.4, z0: tableC[2] - 0.4, z1: tableC[2] + 0.4, round: true }
        : { x0: tableC[0] - 0.6, x1: tableC[0] + 0.6, z0: tableC[2] - 0.32, z1: tableC[2] + 0.32 },
    )
    f.floor.push(
      rug(ctx, placeBox(sofaAt, lb(-width / 2 - 0.3, width / 2 + 0.3, 0, 0.01, 0.6, 2.5)), shade(pal.wall, 0.3), shade(pal.accent, -0.05)),
    )
    const lamp = floorLamp(ctx, placePoint(sofaAt, width / 2 + 0.4, 0, 0.35), '#f3ece0', pal.metal)
    f.parts.push(...lamp.parts, plant(ctx, placePoint(sofaAt, -width / 2 - 0.45, 0, 0.35), 1.3, pal, rng))
    f.glow.push(lamp.glow)
    if (sofaOnGable) {
      f.wall.push(
        frameArt(ctx, sofaAt.anchor[0] - 0.45, 1.45, 0.55, 0.7, a.length, pal, rng),
        frameArt(ctx, sofaAt.anchor[0] + 0.35, 1.5, 0.75, 0.55, a.length, pal, rng),
      )
      f.parts.push(...mediaWall(ctx, { anchor: [a.mainSide * 1.1, 0, 0.05], facing: '+z' }, pal))
    } else {
      f.parts.push(...bookcase(ctx, { anchor: [-side * 0.7, 0, a.length], facing: '-z' }, 1.3, 2.0, pal, rng))
      f.parts.push(...mediaWall(ctx, { anchor: [-side * (a.hw - 0.05), 0, a.length * 0.66], facing: side > 0 ? '+x' : '-x' }, pal))
      f.parts.push(plant(ctx, [side * 0.9, 0, a.length - 0.4], 1.1, pal, rng))
    }
    readingNook(ctx, f, a, pal, rng)
    const light = pendant(ctx, tableC[0], tableC[2], a.ceil, 0.9, '#f7f1e3')
    f.parts.push(...light.parts)
    f.glow.push(light.glow)
    return f
  }
  return { focus: placePoint(sofaAt, 0, 0.5, 0.8), build }
}
