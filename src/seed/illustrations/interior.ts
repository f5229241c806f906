/** Composes a finished attic room: shell, windows, light, furniture, then a soft finishing wash. */
import { type Attic, atticFor, cameraFor } from './atticGeometry'
import { drawFinishedShell } from './atticShell'
import { planBedroom } from './bedroom'
import { planOffice } from './office'
import { planBathroom } from './bathroom'
import { planLiving } from './living'
import { drawSorted } from './depthSort'
import { type Furnishing, type RoomPlan, contactShadows, windowSeat } from './furniture'
import { type Palette, paletteFor } from './palette'
import { type Rng, createRng, seedOf } from './prng'
import { drawRawAttic } from './atticRaw'
import { afterWindowStyle, drawLightBeam, drawLightPatch, drawRoofWindow } from './roofWindow'
import { type Ctx } from './space'
import { mix, shade } from './color'
import { SvgDoc, rect } from './svg'
import { type ProjectType } from '../data/types'

type Planner = (a: Attic, pal: Palette, rng: Rng) => RoomPlan

const planners: Record<ProjectType, Planner> = {
  bedroom: planBedroom,
  office: planOffice,
  bathroom: planBathroom,
  living: planLiving,
}

/** Any roof window without furniture below gets a window seat, so close-ups never show a bare wall. */
function furnishBareWindows(ctx: Ctx, a: Attic, pal: Palette, f: Furnishing, rng: Rng): void {
  for (const w of a.windows) {
    const zone = { x0: w.side > 0 ? a.hw - 1.3 : -a.hw, x1: w.side > 0 ? a.hw : -a.hw + 1.3, z0: w.z0 - 0.7, z1: w.z1 + 0.7 }
    const busy = f.parts.some((p) => p.bounds.x1 > zone.x0 && p.bounds.x0 < zone.x1 && p.bounds.z1 > zone.z0 && p.bounds.z0 < zone.z1)
    if (busy) continue
    const seat = windowSeat(ctx, w.side, a.hw, (w.z0 + w.z1) / 2, a.knee, pal, rng)
    f.parts.push(...seat.parts)
    f.shadows.push(seat.shadow)
  }
}

/** Gentle vignette and warm tint that unify the flat colours. */
function finishingWash(ctx: Ctx): string {
  const { width: w, height: h } = ctx.doc
  const vignette = ctx.doc.radial(
    [
      [0.55, '#000', 0],
      [1, '#2a1d12', 0.28],
    ],
    { cx: 0.5, cy: 0.5, r: 0.75 },
  )
  return rect(0, 0, w, h, vignette)
}

/** Same attic volume before works: the framing matches the finished room's so pairs compare well. */
export function drawRawRoom(room: ProjectType, variant: number, view: number, width: number, height: number): string {
  const doc = new SvgDoc(width, height)
  const attic = atticFor(variant)
  const plan = planners[room](attic, paletteFor(variant), createRng(variant, 101))
  const ctx: Ctx = { doc, cam: cameraFor(attic, view, width, height, plan.focus), unit: width / 1600 }
  doc.add(drawRawAttic(ctx, attic, variant, seedOf(room)))
  return doc.toString()
}

export function drawFinishedRoom(room: ProjectType, variant: number, view: number, width: number, height: number): string {
  const doc = new SvgDoc(width, height)
  const attic = atticFor(variant)
  const pal = paletteFor(variant)
  const plan = planners[room](attic, pal, createRng(variant, 101))
  const cam = cameraFor(attic, view, width, height, plan.focus)
  const ctx: Ctx = { doc, cam, unit: width / 1600 }
  const f = plan.build(ctx)
  furnishBareWindows(ctx, attic, pal, f, createRng(variant, 7))
  const style = afterWindowStyle(variant % 3 === 0 ? '#f2f2f0' : '#3b4048', variant % 2 === 0 ? shade(pal.accent, 0.35) : undefined)
  doc.add(rect(0, 0, width, height, '#efe9e0'))
  doc.add(drawFinishedShell(ctx, attic, pal, room === 'bathroom' ? 'tiles' : 'parquet', variant, mix(pal.wall, '#f6f3ee', 0.7)))
  for (const w of attic.windows) doc.add(drawRoofWindow(ctx, attic, w, style))
  doc.add(f.wall.join(''))
  for (const w of attic.windows) doc.add(drawLightPatch(ctx, attic, w, 0.55))
  doc.add(f.floor.join(''))
  doc.add(contactShadows(ctx, f.shadows))
  for (const w of attic.windows) doc.add(drawLightBeam(ctx, attic, w, 0.32))
  doc.add(drawSorted(f.parts, cam))
  doc.add(f.glow.join(''))
  doc.add(finishingWash(ctx))
  return doc.toString()
}
