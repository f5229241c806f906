/** The carpenter's workshop of the company's early years: timber trusses, workbench, tool wall. */
import { shade } from './color'
import { type Part, drawSorted } from './depthSort'
import { glowAt } from './furniture'
import { createRng, type Rng } from './prng'
import { type Camera, type Ctx, type Vec3, beam, face, hull, lathe, project } from './space'
import { SvgDoc, path, polygon, rect } from './svg'
import { sawhorses, shavings, timberStack, toolWall, workbench } from './workshopProps'

/** mirror puts the windows on the left (1) or right (-1) and the bench opposite. */
type Hall = {
  hw: number
  wall: number
  ridge: number
  length: number
  wood: string
  cladding: string
  lamp: string
  mirror: 1 | -1
  benchZ: number
}

function hallFor(rng: Rng): Hall {
  return {
    hw: 4.2,
    wall: 3.1,
    ridge: rng.range(5.2, 6.2),
    length: 11,
    wood: rng.pick(['#b98552', '#a8743f', '#c4935e', '#b07a48']),
    cladding: rng.pick(['#8a6342', '#6f5a48', '#93694a', '#a89880', '#7d6f5c']),
    lamp: rng.pick(['#2f4a3a', '#7a2f35', '#34495e', '#3a3a3a']),
    mirror: rng.chance(0.5) ? 1 : -1,
    benchZ: rng.range(5.8, 7),
  }
}

const roofY = (h: Hall, x: number) => h.wall + (h.ridge - h.wall) * (1 - Math.abs(x) / h.hw)

/** Vertical boards on a wall plane, as a fill and one path of joints. */
function cladWall(ctx: Ctx, pts: Vec3[], joints: [Vec3, Vec3][], color: string): string {
  const d = joints
    .map(([a, b]) => {
      const p = project(ctx.cam, a)
      const q = project(ctx.cam, b)
      return p && q ? `M${p[0].toFixed(1)},${p[1].toFixed(1)}L${q[0].toFixed(1)},${q[1].toFixed(1)}` : ''
    })
    .join('')
  return (
    face(
      ctx,
      pts,
      ctx.doc.linear([
        [0, shade(color, 0.08)],
        [1, shade(color, -0.1)],
      ]),
    ) + path(d, 'none', { stroke: shade(color, -0.35), 'stroke-width': ctx.unit, opacity: 0.6 })
  )
}

function shell(ctx: Ctx, h: Hall): string {
  const out: string[] = []
  const floorFill = ctx.doc.linear([
    [0, '#8c6a4a'],
    [1, '#6f5139'],
  ])
  const boards: [Vec3, Vec3][] = []
  for (let x = -h.hw; x < h.hw; x += 0.25)
    boards.push([
      [x, 0, 0],
      [x, 0, h.length],
    ])
  out.push(
    face(
      ctx,
      [
        [-h.hw, 0, 0],
        [h.hw, 0, 0],
        [h.hw, 0, h.length],
        [-h.hw, 0, h.length],
      ],
      floorFill,
    ),
  )
  out.push(cladWall(ctx, [], boards, '#7a5a3e'))
  for (const side of [-1, 1]) {
    const x = side * h.hw
    const joints: [Vec3, Vec3][] = []
    for (let z = 0; z < h.length; z += 0.22)
      joints.push([
        [x, 0, z],
        [x, h.wall, z],
      ])
    out.push(
      cladWall(
        ctx,
        [
          [x, 0, 0],
          [x, h.wall, 0],
          [x, h.wall, h.length],
          [x, 0, h.length],
        ],
        joints,
        side < 0 ? h.cladding : shade(h.cladding, -0.08),
      ),
    )
    const roof: Vec3[] = [
      [x, h.wall, 0],
      [0, h.ridge, 0],
      [0, h.ridge, h.length],
      [x, h.wall, h.length],
    ]
    const boards: [Vec3, Vec3][] = []
    for (let t = 0.1; t < 1; t += 0.1)
      boards.push([
        [x * (1 - t), h.wall + (h.ridge - h.wall) * t, 0],
        [x * (1 - t), h.wall + (h.ridge - h.wall) * t, h.length],
      ])
    out.push(cladWall(ctx, roof, boards, shade(h.cladding, -0.25)))
  }
  const gableJoints: [Vec3, Vec3][] = []
  for (let x = -h.hw; x < h.hw; x += 0.22)
    gableJoints.push([
      [x, 0, h.length],
      [x, roofY(h, x), h.length],
    ])
  out.push(
    cladWall(
      ctx,
      [
        [-h.hw, 0, h.length],
        [h.hw, 0, h.length],
        [h.hw, h.wall, h.length],
        [0, h.ridge, h.length],
        [-h.hw, h.wall, h.length],
      ],
      gableJoints,
      shade(h.cladding, 0.05),
    ),
  )
  return out.join('')
}

/** Multi-pane window on a wall; returns its glass corners for the light shaft. */
function paneWindow(ctx: Ctx, corners: Vec3[], cols: number, rows: number): string {
  const [a, b, , d] = corners
  if (!a || !b || !d) return ''
  const at = (u: number, v: number): Vec3 => [
    a[0] + (b[0] - a[0]) * u + (d[0] - a[0]) * v,
    a[1] + (b[1] - a[1]) * u + (d[1] - a[1]) * v,
    a[2] + (b[2] - a[2]) * u + (d[2] - a[2]) * v,
  ]
  const glass = ctx.doc.linear([
    [0, '#bfe0f2'],
    [0.6, '#e9f4e4'],
    [1, '#a7c98f'],
  ])
  const out = [face(ctx, corners, '#4a3626'), face(ctx, [at(0.03, 0.03), at(0.97, 0.03), at(0.97, 0.97), at(0.03, 0.97)], glass)]
  for (let i = 1; i < cols; i++)
    out.push(face(ctx, [at(i / cols - 0.008, 0), at(i / cols + 0.008, 0), at(i / cols + 0.008, 1), at(i / cols - 0.008, 1)], '#4a3626'))
  for (let j = 1; j < rows; j++)
    out.push(face(ctx, [at(0, j / rows - 0.01), at(1, j / rows - 0.01), at(1, j / rows + 0.01), at(0, j / rows + 0.01)], '#4a3626'))
  return out.join('')
}

/** Sunlight through a window: the hull of the window and its floor print, fading downwards. */
function shaft(ctx: Ctx, corners: Vec3[], dir: Vec3, opacity: number): string {
  const hits = corners.map((p): Vec3 => {
    const t = p[1] / -dir[1]
    return [p[0] + dir[0] * t, 0.01, p[2] + dir[2] * t]
  })
  const top = corners.map((p) => project(ctx.cam, p)).filter((p): p is [number, number] => p !== null)
  const bottom = hits.map((p) => project(ctx.cam, p)).filter((p): p is [number, number] => p !== null)
  if (top.length < 2 || bottom.length < 3) return ''
  const c = (ps: [number, number][]) => ps.reduce((s, p) => [s[0] + p[0] / ps.length, s[1] + p[1] / ps.length], [0, 0])
  const from = c(top)
  const to = c(bottom)
  const fill = ctx.doc.linear(
    [
      [0, '#ffe6b0', opacity],
      [1, '#ffe6b0', opacity * 0.15],
    ],
    [from[0], from[1], to[0], to[1]],
    true,
  )
  return polygon(hull([...top, ...bottom]), fill) + polygon(bottom, '#ffd98f', { opacity: 0.22 })
}

function trusses(ctx: Ctx, h: Hall): Part[] {
  const parts: Part[] = []
  for (let z = 1.5; z < h.length; z += 2.6) {
    // A truss right above the lens would only show as a blurry bar.
    if (Math.abs(z - ctx.cam.pos[2]) < 2.2) continue
    const draw = () => {
      const m = (a: Vec3, b: Vec3, w = 0.16, t = 0.2) => beam(ctx, a, b, [0, 0, 1], w, t, h.wood)
      return (
        m([-h.hw, h.wall, z], [h.hw, h.wall, z], 0.18, 0.24) +
        m([-h.hw, h.wall + 0.1, z], [0, h.ridge - 0.15, z]) +
        m([h.hw, h.wall + 0.1, z], [0, h.ridge - 0.15, z]) +
        m([0, h.wall, z], [0, h.ridge - 0.1, z], 0.16, 0.16) +
        m([0, h.wall + 0.3, z], [-h.hw * 0.5, roofY(h, h.hw * 0.5) - 0.15, z], 0.12, 0.14) +
        m([0, h.wall + 0.3, z], [h.hw * 0.5, roofY(h, h.hw * 0.5) - 0.15, z], 0.12, 0.14)
      )
    }
    parts.push({ bounds: { x0: -h.hw, x1: h.hw, y0: h.wall - 0.12, y1: h.ridge, z0: z - 0.1, z1: z + 0.1 }, draw })
  }
  return parts
}

export function drawWorkshopScene(variant: number, view: number, width: number, height: number): string {
  const doc = new SvgDoc(width, height)
  const rng = createRng(variant, 505)
  const h = hallFor(rng)
  const v = ((Math.floor(view) % 4) + 4) % 4
  const m = h.mirror
  const poses: [Vec3, number][] = [
    [[-0.6 * m + rng.range(-0.3, 0.3), 1.6, 0.6], 0.12 * m + rng.range(-0.06, 0.06)],
    [[-1.2 * m, 1.5, 3.5], 0.35 * m],
    [[0.5 * m, 1.4, 2.5], -0.3 * m],
    [[-1.5 * m, 1.7, 1.2], 0.25 * m],
  ]
  const [pos, yaw] = poses[v] ?? [[0, 1.6, 0.6], 0]
  const cam: Camera = { pos, yaw, focal: width * 0.62, cx: width / 2, cy: height * 0.55 }
  const ctx: Ctx = { doc, cam, unit: width / 1600 }
  const benchX = 1.6 * m
  const benchZ = h.benchZ
  const wx = -m * (h.hw - 0.01)
  const windowZs = rng.chance(0.5) ? [3.2, 7.2] : [2.4, 5.2, 8.0]
  const sideWindows = windowZs.map((z): Vec3[] => [
    [wx, 1.1, z],
    [wx, 1.1, z + 1.3],
    [wx, 2.6, z + 1.3],
    [wx, 2.6, z],
  ])
  const gx = 1.5 * m
  const gableWindow: Vec3[] = [
    [gx - 0.75, 1.0, h.length - 0.01],
    [gx + 0.75, 1.0, h.length - 0.01],
    [gx + 0.75, 2.6, h.length - 0.01],
    [gx - 0.75, 2.6, h.length - 0.01],
  ]
  doc.add(rect(0, 0, width, height, '#3a2818'))
  doc.add(shell(ctx, h))
  for (const w of sideWindows) doc.add(paneWindow(ctx, w, 3, 4))
  doc.add(paneWindow(ctx, gableWindow, 3, 4))
  doc.add(m > 0 ? toolWall(ctx, -2.6, 0.6, h.length, h.wood) : toolWall(ctx, -0.6, 2.6, h.length, h.wood))
  for (const w of sideWindows) doc.add(shaft(ctx, w, [0.9 * m, -1, 0.3], 0.3))
  doc.add(shavings(ctx, benchX, benchZ, rng))
  const stackX = m > 0 ? h.hw - 1.0 : -h.hw + 0.2
  const parts: Part[] = [
    ...trusses(ctx, h),
    ...workbench(ctx, benchX, benchZ, h.wood, rng),
    ...timberStack(ctx, stackX, 1.5, h.wood),
    ...sawhorses(ctx, -1.6 * m, benchZ - 1.3, h.wood),
  ]
  const lamp: Part = {
    bounds: { x0: benchX - 0.3, x1: benchX + 0.3, y0: 2.2, y1: h.wall, z0: benchZ - 0.3, z1: benchZ + 0.3 },
    draw: () =>
      lathe(
        ctx,
        [benchX, 2.2, benchZ],
        [
          [0, 0.3],
          [0.18, 0.12],
          [0.25, 0.05],
        ],
        { color: h.lamp, cap: h.lamp },
      ) +
      face(
        ctx,
        [
          [benchX - 0.005, 2.45, benchZ],
          [benchX + 0.005, 2.45, benchZ],
          [benchX + 0.005, h.wall, benchZ],
          [benchX - 0.005, h.wall, benchZ],
        ],
        '#222',
      ),
  }
  parts.push(lamp)
  doc.add(drawSorted(parts, cam))
  doc.add(glowAt(ctx, [benchX, 2.1, benchZ], 1.6, 0.5))
  const vignette = doc.radial(
    [
      [0.5, '#000', 0],
      [1, '#140b05', 0.55],
    ],
    { cx: 0.5, cy: 0.5, r: 0.75 },
  )
  doc.add(rect(0, 0, width, height, vignette))
  return doc.toString()
}
