/** Upholstered seats and chairs, modelled in a local frame (see placement.ts). */
import { shade } from './color'
import { type Part } from './depthSort'
import { boxPart } from './furniture'
import { type LocalBox, type Placement, lb, placeBox, placePoint } from './placement'
import { type Ctx, beam, lathe } from './space'

export type Upholstery = { fabric: string; cushion: string; legs: string }

function piece(ctx: Ctx, at: Placement, b: LocalBox, color: string, soft = 0): Part {
  return boxPart(ctx, placeBox(at, b), { color, soft })
}

/** Sofa (or armchair when seats is 1): base, back, arms, cushions and two throw pillows. */
export function sofa(ctx: Ctx, at: Placement, width: number, seats: number, u: Upholstery): Part[] {
  const h = width / 2
  const arm = 0.17
  const parts: Part[] = []
  for (const x of [-h + 0.08, h - 0.08])
    for (const d of [0.08, 0.82]) parts.push(piece(ctx, at, lb(x - 0.025, x + 0.025, 0, 0.1, d - 0.025, d + 0.025), u.legs))
  parts.push(piece(ctx, at, lb(-h + arm, h - arm, 0.1, 0.4, 0.2, 0.9), u.fabric, 0.02))
  parts.push(piece(ctx, at, lb(-h + arm, h - arm, 0.1, 0.82, 0, 0.2), shade(u.fabric, -0.04), 0.03))
  parts.push(piece(ctx, at, lb(-h, -h + arm, 0.1, 0.62, 0, 0.9), u.fabric, 0.04))
  parts.push(piece(ctx, at, lb(h - arm, h, 0.1, 0.62, 0, 0.9), u.fabric, 0.04))
  const inner = width - 2 * arm
  const seatW = inner / seats
  for (let i = 0; i < seats; i++) {
    const x0 = -h + arm + i * seatW
    parts.push(piece(ctx, at, lb(x0 + 0.01, x0 + seatW - 0.01, 0.4, 0.5, 0.22, 0.88), shade(u.fabric, 0.05), 0.04))
    parts.push(piece(ctx, at, lb(x0 + 0.02, x0 + seatW - 0.02, 0.5, 0.8, 0.2, 0.36), shade(u.fabric, 0.03), 0.06))
  }
  parts.push(piece(ctx, at, lb(-h + arm + 0.04, -h + arm + 0.42, 0.5, 0.82, 0.37, 0.5), u.cushion, 0.07))
  if (seats > 1) parts.push(piece(ctx, at, lb(h - arm - 0.42, h - arm - 0.04, 0.5, 0.82, 0.37, 0.5), shade(u.cushion, 0.12), 0.07))
  return parts
}

/** Swivel office chair facing the desk. */
export function officeChair(ctx: Ctx, at: Placement, color: string, metal: string): Part[] {
  const hub = placePoint(at, 0, 0.07, 0.33)
  const base: Part = {
    bounds: placeBox(at, lb(-0.32, 0.32, 0, 0.45, 0.01, 0.65)),
    draw: () =>
      [0, 1, 2, 3, 4]
        .map((i) => {
          const a = (i / 5) * Math.PI * 2 + 0.3
          const tip = placePoint(at, Math.cos(a) * 0.3, 0.05, 0.33 + Math.sin(a) * 0.3)
          return beam(ctx, hub, tip, [0, 1, 0], 0.045, 0.03, metal)
        })
        .join('') +
      lathe(
        ctx,
        hub,
        [
          [0, 0.03],
          [0.38, 0.025],
        ],
        { color: metal },
      ),
  }
  return [
    base,
    piece(ctx, at, lb(-0.25, 0.25, 0.45, 0.53, 0.1, 0.58), color, 0.04),
    piece(ctx, at, lb(-0.03, 0.03, 0.5, 0.68, 0.03, 0.07), metal),
    piece(ctx, at, lb(-0.23, 0.23, 0.62, 1.02, 0.03, 0.1), color, 0.05),
  ]
}

/** Simple wooden stool or bench. */
export function bench(ctx: Ctx, at: Placement, width: number, depth: number, height: number, top: string, legs: string): Part[] {
  const h = width / 2
  const parts: Part[] = []
  for (const x of [-h + 0.05, h - 0.05]) parts.push(piece(ctx, at, lb(x - 0.025, x + 0.025, 0, height - 0.05, 0.05, depth - 0.05), legs))
  parts.push(piece(ctx, at, lb(-h, h, height - 0.05, height, 0, depth), top, 0.02))
  return parts
}
