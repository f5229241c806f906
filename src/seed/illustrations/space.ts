/** 3D helpers: a level camera (verticals stay vertical), near-plane clipping and shaded solids. */
import { shade } from './color'
import { type Pt, type SvgDoc, polygon } from './svg'

export type Vec3 = readonly [number, number, number]
export type Camera = { pos: Vec3; yaw: number; focal: number; cx: number; cy: number }
export type Box = { x0: number; x1: number; y0: number; y1: number; z0: number; z1: number }
/** Everything a drawing function needs; unit is one pixel at the 1600 px reference width. */
export type Ctx = { doc: SvgDoc; cam: Camera; unit: number }

const NEAR = 0.08
/** Direction towards the main light, for flat shading of faces. */
const LIGHT: Vec3 = normalize([-0.35, 0.85, -0.4])

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
export const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k]
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
export const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
function normalize(a: Vec3): Vec3 {
  const l = Math.hypot(a[0], a[1], a[2]) || 1
  return [a[0] / l, a[1] / l, a[2] / l]
}

/** Camera space: [right, up, forward]. */
function toCamera(cam: Camera, p: Vec3): Vec3 {
  const d = sub(p, cam.pos)
  const s = Math.sin(cam.yaw)
  const c = Math.cos(cam.yaw)
  return [d[0] * c - d[2] * s, d[1], d[0] * s + d[2] * c]
}

const toScreen = (cam: Camera, q: Vec3): Pt => [cam.cx + (cam.focal * q[0]) / q[2], cam.cy - (cam.focal * q[1]) / q[2]]

function depth(cam: Camera, p: Vec3): number {
  return toCamera(cam, p)[2]
}

export function project(cam: Camera, p: Vec3): Pt | null {
  const q = toCamera(cam, p)
  return q[2] < NEAR ? null : toScreen(cam, q)
}

/** Screen size of a world length seen at point p. */
export function pixelsAt(cam: Camera, p: Vec3, length: number): number {
  return (cam.focal * length) / Math.max(NEAR, depth(cam, p))
}

/** Projects a planar polygon, clipping it against the near plane (Sutherland-Hodgman). */
export function projectPoly(cam: Camera, pts: readonly Vec3[]): Pt[] {
  const qs = pts.map((p) => toCamera(cam, p))
  const out: Vec3[] = []
  qs.forEach((cur, i) => {
    const prev = qs[(i + qs.length - 1) % qs.length] ?? cur
    const curIn = cur[2] >= NEAR
    const prevIn = prev[2] >= NEAR
    if (curIn !== prevIn) {
      const t = (NEAR - prev[2]) / (cur[2] - prev[2])
      out.push([prev[0] + (cur[0] - prev[0]) * t, prev[1] + (cur[1] - prev[1]) * t, NEAR])
    }
    if (curIn) out.push(cur)
  })
  return out.map((q) => toScreen(cam, q))
}

export function facesCamera(cam: Camera, normal: Vec3, onFace: Vec3): boolean {
  return dot(normal, sub(cam.pos, onFace)) > 0
}

/** Flat shading: faces turned to the light get lighter. */
export function lit(color: string, normal: Vec3, strength = 1): string {
  return shade(color, (0.2 * dot(normalize(normal), LIGHT) - 0.06) * strength)
}

/** A planar face as a polygon; soft (pixels) rounds the corners with a stroke of the same colour. */
export function face(ctx: Ctx, pts: readonly Vec3[], fill: string, soft = 0, extra: Record<string, string | number> = {}): string {
  const stroke = soft > 0 ? { stroke: fill, 'stroke-width': soft, 'stroke-linejoin': 'round' } : {}
  return polygon(projectPoly(ctx.cam, pts), fill, { ...stroke, ...extra })
}

function centroid(pts: readonly Vec3[]): Vec3 {
  const s = pts.reduce<Vec3>((acc, p) => add(acc, p), [0, 0, 0])
  return scale(s, 1 / pts.length)
}

/** Draws a face only when it looks towards the camera. */
function litFace(ctx: Ctx, pts: readonly Vec3[], normal: Vec3, color: string, soft = 0): string {
  return facesCamera(ctx.cam, normal, centroid(pts)) ? face(ctx, pts, lit(color, normal), soft) : ''
}

/** soft is a rounding radius in metres, for cushions, mattresses and upholstery. */
export type BoxStyle = { color: string; top?: string; soft?: number }

/** Axis-aligned box with its visible faces shaded; top may differ (e.g. a cushion or a worktop). */
export function box(ctx: Ctx, b: Box, style: BoxStyle): string {
  const { x0, x1, y0, y1, z0, z1 } = b
  const c = style.color
  const soft = style.soft ? pixelsAt(ctx.cam, [(x0 + x1) / 2, (y0 + y1) / 2, (z0 + z1) / 2], style.soft) : 0
  const faces: [Vec3[], Vec3, string][] = [
    [
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      [0, 0, -1],
      c,
    ],
    [
      [
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      [0, 0, 1],
      c,
    ],
    [
      [
        [x0, y0, z0],
        [x0, y0, z1],
        [x0, y1, z1],
        [x0, y1, z0],
      ],
      [-1, 0, 0],
      c,
    ],
    [
      [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ],
      [1, 0, 0],
      c,
    ],
    [
      [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      [0, 1, 0],
      style.top ?? c,
    ],
    [
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y0, z1],
        [x0, y0, z1],
      ],
      [0, -1, 0],
      c,
    ],
  ]
  return faces.map(([pts, n, col]) => litFace(ctx, pts, n, col, soft)).join('')
}

/** A square-section timber from a to b; side picks the direction of its width. */
export function beam(ctx: Ctx, a: Vec3, b: Vec3, side: Vec3, width: number, height: number, color: string): string {
  const u = normalize(sub(b, a))
  const v = normalize(cross(cross(u, side), u))
  const w = normalize(cross(u, v))
  const hv = scale(v, width / 2)
  const hw = scale(w, height / 2)
  const corner = (p: Vec3, sv: number, sw: number): Vec3 => add(add(p, scale(hv, sv)), scale(hw, sw))
  const ring = (p: Vec3): Vec3[] => [corner(p, -1, -1), corner(p, 1, -1), corner(p, 1, 1), corner(p, -1, 1)]
  const ra = ring(a)
  const rb = ring(b)
  const sides: [number, number, Vec3][] = [
    [0, 1, scale(w, -1)],
    [1, 2, v],
    [2, 3, w],
    [3, 0, scale(v, -1)],
  ]
  const parts = sides.map(([i, j, n]) => {
    const pts = [ra[i], ra[j], rb[j], rb[i]].filter((p): p is Vec3 => p !== undefined)
    return litFace(ctx, pts, n, color)
  })
  parts.push(litFace(ctx, ra, scale(u, -1), shade(color, 0.08)), litFace(ctx, rb, u, shade(color, 0.08)))
  return parts.join('')
}

/** Convex hull (monotone chain) of screen points. */
export function hull(points: readonly Pt[]): Pt[] {
  const pts = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1])
  if (pts.length < 3) return pts
  const crossZ = (o: Pt, a: Pt, b: Pt) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])
  const half = (list: Pt[]): Pt[] => {
    const out: Pt[] = []
    for (const p of list) {
      while (out.length >= 2 && crossZ(out[out.length - 2] as Pt, out[out.length - 1] as Pt, p) <= 0) out.pop()
      out.push(p)
    }
    out.pop()
    return out
  }
  return [...half(pts), ...half([...pts].reverse())]
}

/** Horizontal ring (ellipse or rounded rectangle when squareness > 2) at height y. */
export function ring(center: Vec3, rx: number, rz: number, squareness = 2, segments = 28): Vec3[] {
  const e = 2 / squareness
  return Array.from({ length: segments }, (_, i) => {
    const a = (i / segments) * Math.PI * 2
    const c = Math.cos(a)
    const s = Math.sin(a)
    return [center[0] + rx * Math.sign(c) * Math.abs(c) ** e, center[1], center[2] + rz * Math.sign(s) * Math.abs(s) ** e]
  })
}

/** Upright circle in a plane of constant z (mirrors, clocks, round windows on a gable). */
export function wallCircle(center: Vec3, r: number, segments = 40): Vec3[] {
  return Array.from({ length: segments }, (_, i) => {
    const a = (i / segments) * Math.PI * 2
    return [center[0] + Math.cos(a) * r, center[1] + Math.sin(a) * r, center[2]]
  })
}

export type LatheStyle = { color: string; cap?: string; aspect?: number; squareness?: number }

/**
 * Round object from a profile of [height, radius] pairs: lampshades, pots, basins, tubs.
 * Each band between two rings is a convex frustum; bands are stacked towards the eye level
 * so a wide base never swallows a thin pole.
 */
export function lathe(ctx: Ctx, base: Vec3, profile: readonly (readonly [number, number])[], style: LatheStyle): string {
  const aspect = style.aspect ?? 1
  const rings = profile.map(([y, r]) => ring([base[0], base[1] + y, base[2]], r, r * aspect, style.squareness))
  const fill = ctx.doc.linear(
    [
      [0, shade(style.color, 0.12)],
      [0.55, style.color],
      [1, shade(style.color, -0.22)],
    ],
    [0, 0, 1, 0],
  )
  const eye = ctx.cam.pos[1]
  const bands = rings.slice(1).map((upper, i) => ({
    lower: rings[i] ?? upper,
    upper,
    mid: base[1] + ((profile[i]?.[0] ?? 0) + (profile[i + 1]?.[0] ?? 0)) / 2,
  }))
  const above = bands.filter((b) => b.mid > eye).reverse()
  const below = bands.filter((b) => b.mid <= eye)
  let out = [...above, ...below].map((b) => polygon(silhouette(ctx, [...b.lower, ...b.upper]), fill)).join('')
  const top = rings[rings.length - 1]
  const bottom = rings[0]
  const topY = base[1] + (profile[profile.length - 1]?.[0] ?? 0)
  const bottomY = base[1] + (profile[0]?.[0] ?? 0)
  if (top && eye > topY) out += face(ctx, top, style.cap ?? shade(style.color, 0.1))
  if (bottom && eye < bottomY) out += face(ctx, bottom, shade(style.color, -0.1))
  return out
}

/** Silhouette of a set of 3D points, handy for soft objects such as pillows or leaves of a plant pot. */
function silhouette(ctx: Ctx, pts: readonly Vec3[]): Pt[] {
  return hull(pts.map((p) => project(ctx.cam, p)).filter((p): p is Pt => p !== null))
}

/** Cylinder along the x or z axis (insulation rolls, logs); the cap facing the camera gets capDetail drawn on it. */
export function cylinder(
  ctx: Ctx,
  a: Vec3,
  b: Vec3,
  r: number,
  color: string,
  cap: string,
  capDetail?: (rim: readonly Vec3[], center: Vec3) => string,
): string {
  const alongX = Math.abs(b[0] - a[0]) > Math.abs(b[2] - a[2])
  const rim = (c: Vec3, rr: number): Vec3[] =>
    Array.from({ length: 24 }, (_, i) => {
      const t = (i / 24) * Math.PI * 2
      return alongX ? [c[0], c[1] + Math.cos(t) * rr, c[2] + Math.sin(t) * rr] : [c[0] + Math.sin(t) * rr, c[1] + Math.cos(t) * rr, c[2]]
    })
  const body = silhouette(ctx, [...rim(a, r), ...rim(b, r)])
  const fill = ctx.doc.linear(
    [
      [0, shade(color, 0.15)],
      [0.6, color],
      [1, shade(color, -0.25)],
    ],
    [0, 0, 0, 1],
  )
  const axis = normalize(sub(b, a))
  const capAt = facesCamera(ctx.cam, axis, b) ? b : facesCamera(ctx.cam, scale(axis, -1), a) ? a : null
  const capRim = capAt ? rim(capAt, r) : []
  return polygon(body, fill) + (capAt ? face(ctx, capRim, cap) + (capDetail ? capDetail(capRim, capAt) : '') : '')
}
