/** Minimal SVG document builder: collects defs (with unique ids) and body markup. */

export type Stop = readonly [offset: number, color: string, opacity?: number]
export type Attrs = Record<string, string | number | undefined>

/** Rounds coordinates so documents stay small. */
const num = (v: number): string => String(Math.round(v * 10) / 10)

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : v}"`)
    .join('')
}

function stopsMarkup(stops: readonly Stop[]): string {
  return stops.map(([o, c, op]) => `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`).join('')
}

export class SvgDoc {
  private readonly defs: string[] = []
  private readonly body: string[] = []
  private counter = 0

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  add(markup: string | null | undefined): void {
    if (markup) this.body.push(markup)
  }

  /** Adds raw markup to <defs> under a fresh id and returns that id. */
  define(build: (id: string) => string): string {
    const id = `d${this.counter++}`
    this.defs.push(build(id))
    return id
  }

  /** Linear gradient; direction in bounding-box units unless userSpace is set. */
  linear(stops: readonly Stop[], dir: [number, number, number, number] = [0, 0, 0, 1], userSpace = false): string {
    const [x1, y1, x2, y2] = dir
    const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : ''
    const id = this.define((i) => `<linearGradient id="${i}"${attrs({ x1, y1, x2, y2 })}${units}>${stopsMarkup(stops)}</linearGradient>`)
    return `url(#${id})`
  }

  radial(stops: readonly Stop[], circle: { cx: number; cy: number; r: number }, userSpace = false): string {
    const units = userSpace ? ' gradientUnits="userSpaceOnUse"' : ''
    const id = this.define((i) => `<radialGradient id="${i}"${attrs(circle)}${units}>${stopsMarkup(stops)}</radialGradient>`)
    return `url(#${id})`
  }

  /**
   * Gaussian blur over the given screen points' bounds. Blur cost grows with the filter area,
   * so the region is cut to the canvas rather than following off-screen geometry.
   */
  blur(std: number, around: readonly Pt[]): string {
    const m = std * 3
    const x0 = Math.max(0, Math.min(...around.map((p) => p[0])) - m)
    const y0 = Math.max(0, Math.min(...around.map((p) => p[1])) - m)
    const x1 = Math.min(this.width, Math.max(...around.map((p) => p[0])) + m)
    const y1 = Math.min(this.height, Math.max(...around.map((p) => p[1])) + m)
    const region = attrs({
      filterUnits: 'userSpaceOnUse',
      x: x0,
      y: y0,
      width: Math.max(1, x1 - x0),
      height: Math.max(1, y1 - y0),
    })
    const id = this.define((i) => `<filter id="${i}"${region}><feGaussianBlur stdDeviation="${num(std)}"/></filter>`)
    return `url(#${id})`
  }

  /** Screen-space tiling pattern, for textures like glass wool or brick that need no perspective. */
  pattern(width: number, height: number, content: string): string {
    const id = this.define((i) => `<pattern id="${i}" patternUnits="userSpaceOnUse"${attrs({ width, height })}>${content}</pattern>`)
    return `url(#${id})`
  }

  toString(): string {
    const { width: w, height: h } = this
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`
    )
  }
}

export type Pt = readonly [number, number]

const pointsAttr = (pts: readonly Pt[]): string => pts.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')

export function polygon(pts: readonly Pt[], fill: string, extra: Attrs = {}): string {
  if (pts.length < 3) return ''
  return `<polygon points="${pointsAttr(pts)}"${attrs({ fill, ...extra })}/>`
}

export function polyline(pts: readonly Pt[], stroke: string, width: number, extra: Attrs = {}): string {
  if (pts.length < 2) return ''
  return `<polyline points="${pointsAttr(pts)}"${attrs({ fill: 'none', stroke, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...extra })}/>`
}

export function rect(x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}): string {
  return `<rect${attrs({ x, y, width, height, fill, ...extra })}/>`
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attrs = {}): string {
  return `<circle${attrs({ cx, cy, r, fill, ...extra })}/>`
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}): string {
  return `<ellipse${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`
}

export function path(d: string, fill: string, extra: Attrs = {}): string {
  return `<path${attrs({ d, fill, ...extra })}/>`
}
