/** Furniture is modelled in a local frame (x across, y up, d from its back) then turned by quarter turns. */
import { type Box, type Vec3 } from './space'

/** World direction the front of a piece faces. */
type Facing = '+x' | '-x' | '+z' | '-z'
/** anchor is the world point at the middle of the piece's back, on the floor. */
export type Placement = { anchor: Vec3; facing: Facing }
/** Local box: x across (centred on 0), y up, d depth from the back (0) to the front. */
export type LocalBox = { x0: number; x1: number; y0: number; y1: number; d0: number; d1: number }

export function placePoint(p: Placement, x: number, y: number, d: number): Vec3 {
  const [ax, ay, az] = p.anchor
  switch (p.facing) {
    case '-z':
      return [ax + x, ay + y, az - d]
    case '+z':
      return [ax - x, ay + y, az + d]
    case '-x':
      return [ax - d, ay + y, az - x]
    case '+x':
      return [ax + d, ay + y, az + x]
  }
}

export function placeBox(p: Placement, b: LocalBox): Box {
  const a = placePoint(p, b.x0, b.y0, b.d0)
  const c = placePoint(p, b.x1, b.y1, b.d1)
  return {
    x0: Math.min(a[0], c[0]),
    x1: Math.max(a[0], c[0]),
    y0: Math.min(a[1], c[1]),
    y1: Math.max(a[1], c[1]),
    z0: Math.min(a[2], c[2]),
    z1: Math.max(a[2], c[2]),
  }
}

/** Shorthand for a local box. */
export const lb = (x0: number, x1: number, y0: number, y1: number, d0: number, d1: number): LocalBox => ({
  x0,
  x1,
  y0,
  y1,
  d0,
  d1,
})
