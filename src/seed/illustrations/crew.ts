/** Stylised craftsmen in work clothes and helmets, flat 2D figures standing on the ground line. */
import { shade } from './color'
import { type Rng } from './prng'
import { circle, ellipse, path, rect } from './svg'

type Pose = 'arms-crossed' | 'plank' | 'pointing' | 'plans' | 'toolbox'
export type Worker = {
  x: number
  ground: number
  height: number
  pose: Pose
  jacket: string
  trousers: string
  helmet: string
  skin: string
}

const SKINS = ['#f1c7a5', '#d9a47f', '#b57a55', '#8a5a3b', '#f5d3b8']
const HELMETS = ['#f4f1ea', '#f2b233', '#e67e22', '#f4f1ea', '#2f5d62']

export function crewFor(rng: Rng, count: number, left: number, right: number, ground: number, scale: number, jacket: string): Worker[] {
  const poses: Pose[] = ['plank', 'arms-crossed', 'plans', 'pointing', 'toolbox']
  const start = rng.int(0, poses.length - 1)
  // Two groups either side of the middle, so the worksite stays visible.
  const slots = Array.from({ length: count }, (_, i) => {
    const t = (i + 0.5) / count
    return t < 0.5 ? t * 0.8 : 0.6 + (t - 0.5) * 0.8
  })
  return slots.map((t, i) => ({
    x: left + (right - left) * t + rng.range(-0.1, 0.1) * scale,
    ground: ground + rng.range(-0.02, 0.02) * scale,
    height: scale * rng.range(0.92, 1.05),
    pose: poses[(start + i) % poses.length] ?? 'arms-crossed',
    jacket: i % 2 === 0 ? jacket : shade(jacket, -0.25),
    trousers: rng.pick(['#2b3440', '#3b3f46', '#4a4136']),
    helmet: HELMETS[(i + start) % HELMETS.length] ?? '#f4f1ea',
    skin: SKINS[(i * 2 + start) % SKINS.length] ?? '#f1c7a5',
  }))
}

const rr = (x: number, y: number, w: number, h: number, r: number, fill: string) => rect(x, y, w, h, fill, { rx: r, ry: r })

/** Arm as a thick rounded stroke from shoulder through elbow to hand. */
function arm(points: readonly (readonly [number, number])[], width: number, sleeve: string, skin: string): string {
  const d = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`).join('')
  const hand = points[points.length - 1]
  return (
    path(d, 'none', { stroke: sleeve, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
    (hand ? circle(hand[0], hand[1], width * 0.45, skin) : '')
  )
}

export function drawWorker(w: Worker): string {
  const u = w.height / 100
  const x = w.x
  const g = w.ground
  const hip = g - 48 * u
  const shoulder = g - 80 * u
  const headY = g - 90 * u
  const out: string[] = []
  out.push(ellipse(x, g, 20 * u, 3.5 * u, '#000000', { opacity: 0.18 }))
  out.push(
    rr(x - 11 * u, hip - 2 * u, 9.5 * u, 50 * u, 3 * u, w.trousers),
    rr(x + 1.5 * u, hip - 2 * u, 9.5 * u, 50 * u, 3 * u, w.trousers),
  )
  out.push(rr(x - 12 * u, g - 4 * u, 11 * u, 4.5 * u, 2 * u, '#2a2420'), rr(x + 1 * u, g - 4 * u, 11 * u, 4.5 * u, 2 * u, '#2a2420'))
  out.push(
    path(
      `M${x - 14 * u},${shoulder + 3 * u} Q${x},${shoulder - 3 * u} ${x + 14 * u},${shoulder + 3 * u} L${x + 13 * u},${hip + 2 * u} L${x - 13 * u},${hip + 2 * u}Z`,
      w.jacket,
    ),
  )
  out.push(
    rect(x - 13 * u, hip - 10 * u, 26 * u, 2.6 * u, '#f2d64b', { opacity: 0.9 }),
    rect(x - 13 * u, hip - 16 * u, 26 * u, 2.6 * u, '#dfe3e6', { opacity: 0.8 }),
  )
  out.push(...arms(w, x, u, shoulder, hip))
  out.push(rect(x - 3.5 * u, shoulder - 6 * u, 7 * u, 6 * u, shade(w.skin, -0.1)))
  out.push(ellipse(x, headY, 7.5 * u, 9 * u, w.skin))
  out.push(circle(x - 2.6 * u, headY - 0.5 * u, 0.9 * u, '#2a2420'), circle(x + 2.6 * u, headY - 0.5 * u, 0.9 * u, '#2a2420'))
  out.push(
    path(`M${x - 2.5 * u},${headY + 3.2 * u} Q${x},${headY + 5 * u} ${x + 2.5 * u},${headY + 3.2 * u}`, 'none', {
      stroke: shade(w.skin, -0.4),
      'stroke-width': 0.8 * u,
      'stroke-linecap': 'round',
    }),
  )
  out.push(
    path(
      `M${x - 10 * u},${headY - 4 * u} Q${x - 9 * u},${headY - 17 * u} ${x},${headY - 17 * u} Q${x + 9 * u},${headY - 17 * u} ${x + 10 * u},${headY - 4 * u}Z`,
      w.helmet,
    ),
  )
  out.push(rr(x - 12 * u, headY - 5.5 * u, 24 * u, 2.6 * u, 1.2 * u, shade(w.helmet, -0.12)))
  return out.join('')
}

function arms(w: Worker, x: number, u: number, shoulder: number, hip: number): string[] {
  const width = 7 * u
  const left = (pts: [number, number][]) => arm(pts, width, shade(w.jacket, -0.06), w.skin)
  const sl: [number, number] = [x - 12 * u, shoulder + 4 * u]
  const sr: [number, number] = [x + 12 * u, shoulder + 4 * u]
  switch (w.pose) {
    case 'arms-crossed':
      return [
        left([sl, [x - 13 * u, hip - 8 * u], [x + 6 * u, hip - 14 * u]]),
        left([sr, [x + 13 * u, hip - 8 * u], [x - 6 * u, hip - 17 * u]]),
      ]
    case 'plank': {
      const plank = rect(x - 40 * u, shoulder - 7 * u, 70 * u, 5 * u, '#d4a86a', { transform: `rotate(-6 ${x} ${shoulder})` })
      return [
        plank,
        left([sl, [x - 16 * u, shoulder - 2 * u], [x - 10 * u, shoulder - 8 * u]]),
        left([sr, [x + 14 * u, hip - 6 * u], [x + 15 * u, hip + 2 * u]]),
      ]
    }
    case 'pointing':
      return [
        left([sl, [x - 14 * u, hip - 6 * u], [x - 15 * u, hip + 2 * u]]),
        left([sr, [x + 24 * u, shoulder - 4 * u], [x + 36 * u, shoulder - 14 * u]]),
      ]
    case 'plans': {
      const roll = rect(x - 6 * u, hip - 22 * u, 22 * u, 6 * u, '#e9eef2', {
        rx: 3 * u,
        transform: `rotate(-20 ${x} ${hip - 20 * u})`,
      })
      return [
        left([sl, [x - 14 * u, hip - 8 * u], [x - 2 * u, hip - 18 * u]]),
        roll,
        left([sr, [x + 14 * u, hip - 8 * u], [x + 6 * u, hip - 18 * u]]),
      ]
    }
    case 'toolbox': {
      const toolbox = rr(x + 10 * u, hip + 4 * u, 18 * u, 11 * u, 2 * u, '#c0392b') + rect(x + 15 * u, hip + 1 * u, 8 * u, 3 * u, '#2b2b2b')
      return [
        left([sl, [x - 14 * u, hip - 6 * u], [x - 15 * u, hip + 2 * u]]),
        left([sr, [x + 16 * u, hip - 8 * u], [x + 19 * u, hip + 1 * u]]),
        toolbox,
      ]
    }
  }
}
