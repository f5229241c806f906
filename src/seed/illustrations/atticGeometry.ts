/** Shape of the attic for a variant (same for before and after) and camera framing per view. */
import { createRng } from './prng'
import { type Camera, type Vec3 } from './space'

export type Side = -1 | 1
/** A roof window on one slope: heights y0..y1 on the slope, extent z0..z1 along the attic. */
export type RoofWindow = { side: Side; y0: number; y1: number; z0: number; z1: number }

export type Attic = {
  /** half width at floor level, between the knee walls */
  hw: number
  knee: number
  pitch: number
  ridge: number
  /** flat ceiling height once converted */
  ceil: number
  length: number
  structure: 'fermette' | 'rafters'
  windows: RoofWindow[]
  skylight: RoofWindow
  /** side of the room holding the main furniture wall when it is not the gable */
  mainSide: Side
}

/** x of the slope surface on one side at height y. */
export function slopeX(a: Attic, side: Side, y: number): number {
  return side * (a.hw - (y - a.knee) / Math.tan(a.pitch))
}

export function slopePoint(a: Attic, side: Side, y: number, z: number): Vec3 {
  return [slopeX(a, side, y), y, z]
}

/** Unit normal of a slope pointing out of the room, towards the sky. */
export function slopeOutward(a: Attic, side: Side): Vec3 {
  return [side * Math.sin(a.pitch), Math.cos(a.pitch), 0]
}

/** Places a window of given size along the slope, starting at sill height y0. */
function roofWindow(a: Attic, side: Side, zCenter: number, y0: number, width: number, slopeLength: number): RoofWindow {
  const y1 = Math.min(y0 + slopeLength * Math.sin(a.pitch), a.ceil - 0.1)
  return { side, y0, y1, z0: zCenter - width / 2, z1: zCenter + width / 2 }
}

export function atticFor(variant: number): Attic {
  const rng = createRng(variant, 17)
  const hw = rng.range(3.0, 3.8)
  const knee = rng.range(0.55, 0.95)
  const pitch = (rng.range(38, 52) * Math.PI) / 180
  const ridge = knee + hw * Math.tan(pitch)
  const ceil = Math.min(2.55, ridge - 0.5)
  const length = rng.range(6.5, 7.8)
  const base: Attic = {
    hw,
    knee,
    pitch,
    ridge,
    ceil,
    length,
    structure: variant % 2 === 0 ? 'rafters' : 'fermette',
    windows: [],
    skylight: { side: 1, y0: 0, y1: 0, z0: 0, z1: 0 },
    mainSide: rng.chance(0.5) ? 1 : -1,
  }
  const count = rng.pick([1, 2, 2, 2, 3])
  const firstSide: Side = rng.chance(0.5) ? 1 : -1
  const width = rng.range(0.8, 1.15)
  const zs =
    count === 1
      ? [length * rng.range(0.5, 0.65)]
      : count === 2
        ? [length * 0.45, length * 0.77]
        : [length * 0.38, length * 0.6, length * 0.82]
  const sameSide = rng.chance(0.5)
  base.windows = zs.map((z, i) => {
    const side: Side = sameSide || i % 2 === 0 ? firstSide : (-firstSide as Side)
    return roofWindow(base, side, z, knee + rng.range(0.5, 0.75), width, 1.25)
  })
  base.skylight = roofWindow(base, -firstSide as Side, length * rng.range(0.45, 0.65), knee + 0.9, 0.5, 0.6)
  return base
}

function nearestWindow(a: Attic, focus: Vec3): RoofWindow {
  const dist = (w: RoofWindow) => Math.abs((w.z0 + w.z1) / 2 - focus[2]) + Math.abs(w.side * a.hw - focus[0]) * 0.3
  return a.windows.reduce((best, w) => (dist(w) < dist(best) ? w : best), a.windows[0] ?? a.skylight)
}

/** Framing per gallery view: 0 wide, 1 furniture corner, 2 roof window close-up, 3 other end. */
export function cameraFor(a: Attic, view: number, width: number, height: number, focus: Vec3): Camera {
  const rng = createRng(view, Math.round(a.length * 100))
  const v = ((Math.floor(view) % 4) + 4) % 4
  const keepInside = (x: number) => Math.max(-a.hw + 0.7, Math.min(a.hw - 0.7, x))
  if (v === 1) {
    const x = keepInside(focus[0] + (focus[0] > 0 ? -1.3 : 1.3))
    const z = Math.max(0.4, focus[2] - 3.1)
    const yaw = Math.atan2(focus[0] - x, focus[2] - z)
    return { pos: [x, 1.3, z], yaw, focal: width * 0.72, cx: width / 2, cy: height * 0.5 }
  }
  if (v === 2) {
    // Roof window close-up: stand across the room and look up-slope at it (lens shift keeps verticals straight).
    const w = nearestWindow(a, focus)
    const target: Vec3 = [w.side * a.hw, 0, (w.z0 + w.z1) / 2]
    const x = keepInside(-w.side * 0.2)
    const z = Math.max(0.4, target[2] - 1.6)
    const yaw = Math.atan2(target[0] - x, target[2] - z)
    return { pos: [x, 1.3, z], yaw, focal: width * 0.6, cx: width / 2, cy: height * 0.62 }
  }
  if (v === 3) {
    // Other end: from the main furniture back towards the entrance gable.
    const x = keepInside(rng.range(-0.5, 0.5))
    return {
      pos: [x, 1.5, a.length * 0.72],
      yaw: Math.PI + rng.range(-0.1, 0.1),
      focal: width * 0.55,
      cx: width / 2,
      cy: height * 0.54,
    }
  }
  // Wide view: from the entrance end, turned a little towards the main furniture.
  const x = rng.range(-0.3, 0.3) - focus[0] * 0.25
  const yaw = Math.max(-0.3, Math.min(0.3, Math.atan2(focus[0] - x, focus[2] - 0.4) * 0.7))
  return { pos: [x, 1.5, 0.4], yaw, focal: width * 0.6, cx: width / 2, cy: height * 0.53 }
}
