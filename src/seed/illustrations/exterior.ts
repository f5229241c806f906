/** Outdoor scenes: the finished house with its garden, and the team in front of a worksite. */
import { drawWorker, crewFor } from './crew'
import { type HouseSpec, drawHouse, houseSpecFor } from './house'
import { cloud, ground, hedge, sky, sun, tree } from './outdoor'
import { createRng } from './prng'
import { type Camera, type Ctx, type Vec3, beam, box, face, project } from './space'
import { SvgDoc } from './svg'

/** Camera outside, turned towards the house; views orbit around it. */
function houseCamera(h: HouseSpec, view: number, width: number, height: number, seed: number): Camera {
  const side = seed % 2 === 0 ? 1 : -1
  const v = ((Math.floor(view) % 4) + 4) % 4
  const offsets = [side * 8, side * 3, side * 5, -side * 8]
  const dists = [16, 13, 10, 16]
  const target: Vec3 = [h.width / 2, 3.5, h.depth / 2]
  const pos: Vec3 = [h.width / 2 + (offsets[v] ?? 0), 1.7, -(dists[v] ?? 15)]
  const yaw = Math.atan2(target[0] - pos[0], target[2] - pos[2])
  const focal = width * (v === 2 ? 0.85 : 0.68)
  return { pos, yaw, focal, cx: width / 2, cy: height * (v === 2 ? 0.9 : 0.74) }
}

function backdrop(ctx: Ctx, seed: number): string {
  const rng = createRng(seed, 5)
  const { width: w, height: h } = ctx.doc
  return (
    sky(ctx, '#6fa8d8', '#dcecf6') +
    sun(ctx, w * rng.range(0.1, 0.9), h * 0.12) +
    cloud(ctx, w * rng.range(0.05, 0.3), h * 0.14, 60, rng) +
    cloud(ctx, w * rng.range(0.55, 0.95), h * 0.22, 45, rng) +
    ground(ctx, '#7fae5f')
  )
}

function gardenPath(ctx: Ctx, h: HouseSpec): string {
  const x = h.width * 0.18
  return face(
    ctx,
    [
      [x - 0.1, 0.01, 0],
      [x + 1.1, 0.01, 0],
      [x + 1.3, 0.01, -7],
      [x - 0.3, 0.01, -7],
    ],
    '#d9cbb3',
  )
}

/** Low front-garden wall in the house's brick with a stone coping. */
function lowWall(ctx: Ctx, x0: number, x1: number, z: number, brick: string): string {
  return (
    box(ctx, { x0, x1, y0: 0, y1: 0.55, z0: z, z1: z + 0.25 }, { color: brick }) +
    box(ctx, { x0: x0 - 0.03, x1: x1 + 0.03, y0: 0.55, y1: 0.62, z0: z - 0.03, z1: z + 0.28 }, { color: '#e3d8c6' })
  )
}

function flowers(ctx: Ctx, x0: number, x1: number, z: number, seed: number): string {
  const rng = createRng(seed, 9)
  const out: string[] = []
  for (let x = x0; x < x1; x += 0.25) {
    const p = project(ctx.cam, [x + rng.range(-0.1, 0.1), 0.25, z + rng.range(-0.15, 0.15)])
    if (p)
      out.push(
        `<circle cx="${p[0].toFixed(1)}" cy="${p[1].toFixed(1)}" r="${(3.5 * ctx.unit).toFixed(1)}" fill="${rng.pick(['#e94f64', '#f2c94c', '#ffffff', '#bb6bd9'])}"/>`,
      )
  }
  return out.join('')
}

export function drawHouseScene(variant: number, view: number, width: number, height: number): string {
  const doc = new SvgDoc(width, height)
  const rng = createRng(variant, 303)
  const h = houseSpecFor(rng)
  const ctx: Ctx = { doc, cam: houseCamera(h, view, width, height, variant), unit: width / 1600 }
  const leaf = rng.pick(['#4f8a4b', '#5b9447', '#3f7a46'])
  doc.add(backdrop(ctx, variant))
  for (const x of [-6, -2, h.width + 3, h.width + 7]) doc.add(tree(ctx, [x, 0, h.depth + 4 + rng.range(0, 3)], rng.range(6, 8), leaf, rng))
  doc.add(gardenPath(ctx, h))
  doc.add(hedge(ctx, -4, h.width + 4, h.depth + 1, 1.6, '#3f6e3a'))
  doc.add(drawHouse(ctx, h))
  doc.add(flowers(ctx, h.width * 0.35, h.width - 0.3, -0.6, variant))
  doc.add(lowWall(ctx, -4, h.width * 0.18 - 0.5, -7, h.brick) + lowWall(ctx, h.width * 0.18 + 1.7, h.width + 4, -7, h.brick))
  doc.add(tree(ctx, [rng.chance(0.5) ? -2.5 : h.width + 2.5, 0, -2], rng.range(5, 6.5), leaf, rng))
  return doc.toString()
}

/** Scaffold tubes and boards along the front facade. */
function scaffold(ctx: Ctx, h: HouseSpec): string {
  const out: string[] = []
  const z = -1.2
  const metal = '#9aa3ab'
  for (let x = -0.3; x <= h.width + 0.4; x += 2.2) {
    out.push(
      beam(ctx, [x, 0, z], [x, h.wallHeight + 1, z], [1, 0, 0], 0.06, 0.06, metal),
      beam(ctx, [x, 0, -0.15], [x, h.wallHeight + 1, -0.15], [1, 0, 0], 0.06, 0.06, metal),
    )
  }
  for (const y of [2.8, h.wallHeight - 0.1]) {
    out.push(
      face(
        ctx,
        [
          [-0.3, y, z],
          [h.width + 0.4, y, z],
          [h.width + 0.4, y, -0.15],
          [-0.3, y, -0.15],
        ],
        '#c8a36a',
      ),
    )
    out.push(beam(ctx, [-0.3, y + 1, z], [h.width + 0.4, y + 1, z], [0, 1, 0], 0.05, 0.05, metal))
    out.push(beam(ctx, [-0.3, y + 0.05, z], [h.width + 0.4, y + 0.05, z], [0, 1, 0], 0.1, 0.2, '#e0b64d'))
  }
  return out.join('')
}

export function drawTeamScene(variant: number, view: number, width: number, height: number): string {
  const doc = new SvgDoc(width, height)
  const rng = createRng(variant, 404)
  const h = houseSpecFor(rng, true)
  const cam: Camera = {
    pos: [h.width / 2 + (view % 2 === 0 ? 3 : -3), 1.6, -17],
    yaw: 0,
    focal: width * 0.7,
    cx: width / 2,
    cy: height * 0.6,
  }
  cam.yaw = Math.atan2(h.width / 2 - cam.pos[0], h.depth / 2 - cam.pos[2])
  const ctx: Ctx = { doc, cam, unit: width / 1600 }
  doc.add(backdrop(ctx, variant + 1))
  doc.add(tree(ctx, [-5, 0, h.depth + 3], 7, '#4f8a4b', rng) + tree(ctx, [h.width + 5, 0, h.depth + 2], 6.5, '#5b9447', rng))
  doc.add(
    face(
      ctx,
      [
        [-3, 0.01, -4],
        [h.width + 3, 0.01, -4],
        [h.width + 3, 0.01, h.depth + 1],
        [-3, 0.01, h.depth + 1],
      ],
      '#b59c7a',
    ),
  )
  doc.add(drawHouse(ctx, h))
  doc.add(scaffold(ctx, h))
  const jacket = rng.pick(['#2f4a6d', '#2f5d62', '#34495e'])
  const crew = crewFor(rng, rng.int(4, 5), width * 0.06, width * 0.94, height * 0.97, height * 0.4, jacket)
  doc.add(crew.map(drawWorker).join(''))
  return doc.toString()
}
