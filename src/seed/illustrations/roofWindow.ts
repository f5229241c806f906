/** Roof windows set in the slope: reveal, frame, sky glass, and the light falling through them. */
import { type Attic, type RoofWindow, slopeOutward, slopePoint } from './atticGeometry'
import { shade } from './color'
import { COMMON } from './palette'
import { type Ctx, type Vec3, add, face, facesCamera, lit, project, projectPoly, scale, hull } from './space'
import { type Pt, polygon } from './svg'

/** blind: colour of a half-raised roller blind, for finished rooms. */
export type WindowStyle = {
  frame: string
  reveal: string
  depth: number
  sky: readonly [string, string]
  dusty?: boolean
  blind?: string
}

/** Opening on the slope surface, ordered bottom-near, top-near, top-far, bottom-far. */
function opening(a: Attic, w: RoofWindow): Vec3[] {
  return [
    slopePoint(a, w.side, w.y0, w.z0),
    slopePoint(a, w.side, w.y1, w.z0),
    slopePoint(a, w.side, w.y1, w.z1),
    slopePoint(a, w.side, w.y0, w.z1),
  ]
}

/** Moves a point along the slope (towards the ridge) and along z. */
function onSlope(a: Attic, w: RoofWindow, p: Vec3, up: number, along: number): Vec3 {
  const t: Vec3 = [-w.side * Math.cos(a.pitch), Math.sin(a.pitch), 0]
  return add(add(p, scale(t, up)), [0, 0, along])
}

export function glassCorners(a: Attic, w: RoofWindow, depth: number): Vec3[] {
  const out = scale(slopeOutward(a, w.side), depth)
  return opening(a, w).map((p) => add(p, out))
}

function quad(pts: readonly Vec3[], i: number, j: number, k: number, l: number): Vec3[] {
  return [i, j, k, l].map((n) => pts[n]).filter((p): p is Vec3 => p !== undefined)
}

/** Inner sides of the opening, drawn only when facing the camera. */
function reveals(ctx: Ctx, a: Attic, w: RoofWindow, style: WindowStyle): string {
  const inner = opening(a, w)
  const glass = glassCorners(a, w, style.depth)
  const all = [...inner, ...glass]
  const t: Vec3 = [-w.side * Math.cos(a.pitch), Math.sin(a.pitch), 0]
  const sides: [Vec3[], Vec3, number][] = [
    [quad(all, 0, 3, 7, 4), t, 0.02],
    [quad(all, 1, 2, 6, 5), scale(t, -1), -0.1],
    [quad(all, 0, 1, 5, 4), [0, 0, 1], -0.04],
    [quad(all, 3, 2, 6, 7), [0, 0, -1], -0.04],
  ]
  return sides
    .map(([pts, n, tone]) => {
      const p = pts[0]
      if (!p || !facesCamera(ctx.cam, n, p)) return ''
      return (
        face(ctx, pts, lit(style.reveal, n, 0.6), 0, { opacity: 1 }) + (tone < 0 ? face(ctx, pts, '#000000', 0, { opacity: -tone }) : '')
      )
    })
    .join('')
}

function sash(ctx: Ctx, a: Attic, w: RoofWindow, style: WindowStyle): string {
  const g = glassCorners(a, w, style.depth)
  const [b0, t0, t1, b1] = g
  if (!b0 || !t0 || !t1 || !b1) return ''
  const inset = 0.07
  const glass = [
    onSlope(a, w, b0, inset, inset),
    onSlope(a, w, t0, -inset * 1.6, inset),
    onSlope(a, w, t1, -inset * 1.6, -inset),
    onSlope(a, w, b1, inset, -inset),
  ]
  const skyPts = projectPoly(ctx.cam, glass)
  const sky = ctx.doc.linear([
    [0, style.sky[0]],
    [1, style.sky[1]],
  ])
  const gloss = [
    onSlope(a, w, b0, inset, 0.35),
    onSlope(a, w, t0, -0.5, inset + 0.05),
    onSlope(a, w, t0, -0.25, inset + 0.05),
    onSlope(a, w, b0, inset, 0.6),
  ]
  const handle = [
    onSlope(a, w, t0, -inset * 0.6, 0.3),
    onSlope(a, w, t1, -inset * 0.6, -0.3),
    onSlope(a, w, t1, -inset * 1.3, -0.3),
    onSlope(a, w, t0, -inset * 1.3, 0.3),
  ]
  const [gb0, gt0, gt1, gb1] = glass
  const blind =
    style.blind && gb0 && gt0 && gt1 && gb1
      ? face(ctx, [gt0, gt1, lerp3(gt1, gb1, 0.22), lerp3(gt0, gb0, 0.22)], style.blind) +
        face(ctx, [lerp3(gt0, gb0, 0.2), lerp3(gt1, gb1, 0.2), lerp3(gt1, gb1, 0.23), lerp3(gt0, gb0, 0.23)], shade(style.blind, -0.25))
      : ''
  return (
    face(ctx, g, style.frame) +
    polygon(skyPts, sky) +
    cloud(ctx, glass) +
    blind +
    face(ctx, gloss, '#ffffff', 0, { opacity: style.dusty ? 0.08 : 0.18 }) +
    (style.dusty ? polygon(skyPts, '#b9a88a', { opacity: 0.35 }) : '') +
    face(ctx, handle, lit(style.frame, [0, -1, 0], 1.5))
  )
}

const lerp3 = (p: Vec3, q: Vec3, t: number): Vec3 => [p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t, p[2] + (q[2] - p[2]) * t]

/** A soft cloud inside the glass, placed in the glass plane so it follows perspective. */
function cloud(ctx: Ctx, glass: readonly Vec3[]): string {
  const [b0, t0, , b1] = glass
  if (!b0 || !t0 || !b1) return ''
  const at = (u: number, v: number): Pt | null =>
    project(ctx.cam, add(add(b0, scale(add(t0, scale(b0, -1)), u)), scale(add(b1, scale(b0, -1)), v)))
  const blobs: [number, number, number][] = [
    [0.62, 0.3, 0.11],
    [0.66, 0.45, 0.14],
    [0.6, 0.6, 0.1],
  ]
  return blobs
    .map(([u, v, r]) => {
      const c = at(u, v)
      const e = at(u, v + r)
      const f = at(u + r, v)
      if (!c || !e || !f) return ''
      const rx = Math.hypot(e[0] - c[0], e[1] - c[1])
      const ry = Math.hypot(f[0] - c[0], f[1] - c[1]) * 0.7
      return `<ellipse cx="${c[0].toFixed(1)}" cy="${c[1].toFixed(1)}" rx="${rx.toFixed(1)}" ry="${ry.toFixed(1)}" fill="#ffffff" opacity="0.75"/>`
    })
    .join('')
}

export function drawRoofWindow(ctx: Ctx, a: Attic, w: RoofWindow, style: WindowStyle): string {
  return reveals(ctx, a, w, style) + sash(ctx, a, w, style)
}

/** Where sunlight through the window meets the floor (clamped to the room). */
function floorHits(a: Attic, w: RoofWindow, depth: number): Vec3[] {
  const dir: Vec3 = [-w.side * 0.55, -1, 0.3]
  return glassCorners(a, w, depth * 0.3).map((p) => {
    const t = p[1] / -dir[1]
    const x = Math.max(-a.hw + 0.05, Math.min(a.hw - 0.05, p[0] + dir[0] * t))
    return [x, 0.005, p[2] + dir[2] * t]
  })
}

/** Bright patch on the floor, blurred; drawn before furniture. */
export function drawLightPatch(ctx: Ctx, a: Attic, w: RoofWindow, opacity: number, warm = '#fff6dc'): string {
  const pts = projectPoly(ctx.cam, floorHits(a, w, 0.2))
  if (pts.length < 3) return ''
  const blur = ctx.doc.blur(10 * ctx.unit, pts)
  return polygon(pts, warm, { opacity, filter: blur })
}

/** Visible shaft of light from the glass down to the floor. */
export function drawLightBeam(ctx: Ctx, a: Attic, w: RoofWindow, opacity: number, color = '#fff8e6'): string {
  const top = glassCorners(a, w, 0.05).map((p) => project(ctx.cam, p))
  const bottom = floorHits(a, w, 0.2).map((p) => project(ctx.cam, p))
  const tops = top.filter((p): p is Pt => p !== null)
  const bottoms = bottom.filter((p): p is Pt => p !== null)
  if (tops.length < 2 || bottoms.length < 2) return ''
  const mid = (ps: Pt[]): Pt => [ps.reduce((s, p) => s + p[0], 0) / ps.length, ps.reduce((s, p) => s + p[1], 0) / ps.length]
  const from = mid(tops)
  const to = mid(bottoms)
  const fill = ctx.doc.linear(
    [
      [0, color, opacity],
      [0.7, color, opacity * 0.35],
      [1, color, 0],
    ],
    [from[0], from[1], to[0], to[1]],
    true,
  )
  return polygon(hull([...tops, ...bottoms]), fill)
}

export const afterWindowStyle = (frame: string, blind?: string): WindowStyle => ({
  frame,
  blind,
  reveal: COMMON.plaster,
  depth: 0.24,
  sky: [COMMON.skyTop, COMMON.skyLow],
})
