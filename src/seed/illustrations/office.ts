/** Home office under the roof: desk with laptop and lamp, swivel chair, shelving. */
import { type Attic } from './atticGeometry'
import { readingNook } from './bedroom'
import { shade } from './color'
import { type Part } from './depthSort'
import {
  type Furnishing,
  type RoomPlan,
  boxPart,
  emptyFurnishing,
  footprintOf,
  frameArt,
  glowAt,
  kneeCupboard,
  plant,
  rug,
  wallShelves,
} from './furniture'
import { type Palette } from './palette'
import { type Placement, lb, placeBox, placePoint } from './placement'
import { type Rng } from './prng'
import { officeChair } from './seating'
import { type Ctx, beam, cross, dot, face, facesCamera, lathe, sub } from './space'

/** Opened laptop: the lid shows its screen only when the camera is on the user's side. */
function laptop(ctx: Ctx, at: Placement, x: number, d: number, top: number, metal: string): Part[] {
  const base = boxPart(ctx, placeBox(at, lb(x - 0.17, x + 0.17, top, top + 0.018, d, d + 0.24)), { color: shade(metal, 0.5) })
  const p = (lx: number, y: number, ld: number) => placePoint(at, x + lx, top + y, ld)
  const lid = [p(-0.17, 0.018, d), p(0.17, 0.018, d), p(0.17, 0.24, d - 0.07), p(-0.17, 0.24, d - 0.07)]
  const screen = [p(-0.155, 0.035, d + 0.004), p(0.155, 0.035, d + 0.004), p(0.155, 0.225, d - 0.062), p(-0.155, 0.225, d - 0.062)]
  const [a, b, c] = lid
  const user = placePoint(at, x, top + 0.3, d + 0.6)
  const draw = (): string => {
    if (!a || !b || !c) return ''
    const normal = cross(sub(b, a), sub(c, a))
    const showsScreen = facesCamera(ctx.cam, normal, a) === dot(normal, sub(user, a)) > 0
    const glass = ctx.doc.linear(
      [
        [0, '#3f6f9a'],
        [1, '#a7d0e8'],
      ],
      [0, 0, 1, 1],
    )
    return face(ctx, lid, shade(metal, 0.4)) + (showsScreen ? face(ctx, screen, glass) : '')
  }
  return [base, { bounds: placeBox(at, lb(x - 0.17, x + 0.17, top, top + 0.24, d - 0.08, d + 0.01)), draw }]
}

/** Architect lamp: weighted base, two arms, small shade. */
function deskLamp(ctx: Ctx, at: Placement, x: number, top: number, color: string): { parts: Part[]; glow: string } {
  const b = placePoint(at, x, top, 0.15)
  const elbow = placePoint(at, x + 0.05, top + 0.38, 0.1)
  const head = placePoint(at, x - 0.12, top + 0.45, 0.3)
  const draw = () =>
    lathe(
      ctx,
      b,
      [
        [0, 0.07],
        [0.03, 0.06],
      ],
      { color },
    ) +
    beam(ctx, b, elbow, [0, 0, 1], 0.018, 0.018, color) +
    beam(ctx, elbow, head, [0, 0, 1], 0.018, 0.018, color) +
    lathe(
      ctx,
      [head[0], head[1] - 0.1, head[2]],
      [
        [0, 0.08],
        [0.1, 0.03],
      ],
      { color, cap: color },
    )
  return {
    parts: [{ bounds: placeBox(at, lb(x - 0.2, x + 0.12, top, top + 0.5, 0.05, 0.4)), draw }],
    glow: glowAt(ctx, [head[0], head[1] - 0.12, head[2]], 0.5, 0.5),
  }
}

function desk(ctx: Ctx, f: Furnishing, at: Placement, width: number, pal: Palette, rng: Rng): void {
  const h = width / 2
  const top = 0.75
  const wood = shade(pal.wood, 0.1)
  f.parts.push(boxPart(ctx, placeBox(at, lb(-h, h, top - 0.04, top, 0, 0.72)), { color: wood, top: shade(wood, 0.12) }))
  f.parts.push(boxPart(ctx, placeBox(at, lb(-h + 0.03, -h + 0.07, 0, top - 0.04, 0.04, 0.68)), { color: pal.metal }))
  f.parts.push(boxPart(ctx, placeBox(at, lb(h - 0.45, h - 0.03, 0, top - 0.04, 0.04, 0.66)), { color: '#f1eee9' }))
  for (const y of [0.24, 0.47])
    f.parts.push(boxPart(ctx, placeBox(at, lb(h - 0.3, h - 0.18, y - 0.01, y + 0.01, 0.66, 0.68)), { color: pal.metal }))
  f.parts.push(...laptop(ctx, at, -0.1, 0.3, top, pal.metal))
  const lamp = deskLamp(ctx, at, -h + 0.25, top, pal.metal)
  f.parts.push(...lamp.parts)
  f.glow.push(lamp.glow)
  const mug = placePoint(at, 0.3, top, 0.45)
  f.parts.push({
    bounds: placeBox(at, lb(0.26, 0.34, top, top + 0.1, 0.41, 0.49)),
    draw: () =>
      lathe(
        ctx,
        mug,
        [
          [0, 0.04],
          [0.1, 0.045],
        ],
        { color: pal.accent, cap: '#5a3b26' },
      ),
  })
  f.parts.push(plant(ctx, placePoint(at, h - 0.2, top, 0.2), 0.4, pal, rng))
  f.shadows.push(footprintOf(placeBox(at, lb(-h, h, 0, top, 0, 0.72)), 0))
  const chairAt: Placement = { anchor: placePoint(at, 0.4, 0, 1.4), facing: flip(at.facing) }
  f.parts.push(...officeChair(ctx, chairAt, pal.accent, pal.metal))
  f.shadows.push(footprintOf(placeBox(chairAt, lb(-0.3, 0.3, 0, 0.5, 0, 0.6)), 0))
  f.floor.push(rug(ctx, placeBox(at, lb(-h - 0.2, h + 0.2, 0, 0.01, 0.5, 2.3)), shade(pal.wall, 0.4), pal.accent))
}

const flip = (d: Placement['facing']): Placement['facing'] => (d === '+x' ? '-x' : d === '-x' ? '+x' : d === '+z' ? '-z' : '+z')

/** Depth of the farthest roof window on that side, so the desk sits under it. */
function deskDepth(a: Attic, side: number): number {
  const zs = a.windows.filter((w) => w.side === side).map((w) => (w.z0 + w.z1) / 2)
  return Math.min(a.length - 1.2, Math.max(a.length * 0.6, ...zs))
}

export function planOffice(a: Attic, pal: Palette, rng: Rng): RoomPlan {
  const onGable = rng.chance(0.5)
  const side = onGable ? a.mainSide : (a.windows[0]?.side ?? a.mainSide)
  const width = rng.range(1.4, 1.8)
  const at: Placement = onGable
    ? { anchor: [rng.range(-0.6, 0.6), 0, a.length], facing: '-z' }
    : { anchor: [side * a.hw, 0, deskDepth(a, side)], facing: side > 0 ? '-x' : '+x' }
  const build = (ctx: Ctx): Furnishing => {
    const f = emptyFurnishing()
    desk(ctx, f, at, width, pal, rng)
    const shelfX = onGable ? at.anchor[0] : -side * 0.5
    const levels = onGable ? [1.3, 1.7] : [0.9, 1.3, 1.7]
    f.parts.push(...wallShelves(ctx, shelfX - 0.75, shelfX + 0.75, levels, a.length, pal.wood, rng))
    if (!onGable) {
      f.wall.push(frameArt(ctx, side * 1.1, 1.5, 0.6, 0.8, a.length, pal, rng))
      f.parts.push(plant(ctx, [shelfX + 1.1, 0, a.length - 0.4], 1.1, pal, rng))
    } else {
      f.parts.push(plant(ctx, [at.anchor[0] + width / 2 + 0.45, 0, a.length - 0.35], 1.2, pal, rng))
    }
    f.parts.push(...kneeCupboard(ctx, -side * a.hw, -side, 2.8, a.length - 0.3, Math.min(a.knee, 0.8), '#eee8de'))
    readingNook(ctx, f, a, pal, rng)
    return f
  }
  return { focus: placePoint(at, 0, 0.75, 0.6), build }
}
