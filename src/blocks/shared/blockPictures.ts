/**
 * The picture of each block in the admin's block chooser: a sketch of what the block lays out on the page (a
 * photo behind a title, three cards, numbered steps…), drawn here as SVG and given as a data address, so that
 * no image file is kept beside the blocks and a new block's sketch is one line of this table.
 */

const WIDTH = 240
const HEIGHT = 160 // 3:2, the chooser's own proportions
const PAD = 14
const ink = '#1f2937'
const grey = '#cbd5e1'
const pale = '#eef2f7'
const accent = '#ea580c'
const sky = '#bfdbfe'

type Box = { x: number; y: number; w: number; h: number }
type Draw = (box: Box) => string

const rect = ({ x, y, w, h }: Box, fill: string, radius = 2) =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${radius}" fill="${fill}"/>`
const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r}" fill="${fill}"/>`
const path = (d: string, stroke: string, width = 2.5) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`

/** `count` boxes side by side across `box`, with a gap. */
function columns(box: Box, count: number, gap = 8): Box[] {
  const w = (box.w - gap * (count - 1)) / count
  return Array.from({ length: count }, (_, index) => ({ x: box.x + index * (w + gap), y: box.y, w, h: box.h }))
}

/** Grey lines of text filling `box`, the last one shorter. */
const lines =
  (count: number, fill = grey): Draw =>
  (box) => {
    const step = box.h / count
    return Array.from({ length: count }, (_, index) =>
      rect(
        { x: box.x, y: box.y + index * step + step * 0.25, w: index === count - 1 ? box.w * 0.6 : box.w, h: Math.min(5, step * 0.5) },
        fill,
        2,
      ),
    ).join('')
  }

const title: Draw = (box) => rect({ x: box.x, y: box.y + box.h * 0.2, w: box.w * 0.7, h: Math.min(10, box.h * 0.6) }, ink, 2)
const centredTitle: Draw = (box) =>
  rect({ x: box.x + box.w * 0.15, y: box.y + box.h * 0.2, w: box.w * 0.7, h: Math.min(10, box.h * 0.6) }, ink, 2)
const centredButton: Draw = (box) => rect({ x: box.x + box.w / 2 - 35, y: box.y + box.h * 0.15, w: 70, h: box.h * 0.7 }, accent, 6)

/** A photo: sky, a hill and the sun. */
const photo: Draw = ({ x, y, w, h }) =>
  rect({ x, y, w, h }, sky, 3) +
  `<path d="M${x} ${y + h} L${x + w * 0.35} ${y + h * 0.45} L${x + w * 0.6} ${y + h * 0.75} L${x + w * 0.75} ${y + h * 0.6} L${x + w} ${y + h} Z" fill="#93c5fd"/>` +
  circle(x + w * 0.8, y + h * 0.28, Math.min(w, h) * 0.1, '#fde68a')

/** A photo filling the block, a title and a button over it. */
const photoBehind: Draw = (box) =>
  photo(box) +
  rect({ x: box.x + 14, y: box.y + box.h * 0.3, w: box.w * 0.55, h: 10 }, ink, 2) +
  rect({ x: box.x + 14, y: box.y + box.h * 0.3 + 16, w: box.w * 0.4, h: 5 }, '#ffffff', 2) +
  rect({ x: box.x + 14, y: box.y + box.h * 0.3 + 30, w: 56, h: 14 }, accent, 6)

/** A form: labelled fields and its send button. */
const form: Draw = (box) => {
  const rows = 3
  const step = box.h / (rows + 1)
  const fields = Array.from({ length: rows }, (_, index) =>
    rect({ x: box.x + 6, y: box.y + index * step + 6, w: box.w - 12, h: step - 8 }, '#ffffff', 2).replace('/>', ` stroke="${grey}"/>`),
  )
  return (
    rect(box, pale, 3) +
    fields.join('') +
    rect({ x: box.x + box.w * 0.3, y: box.y + rows * step + 1, w: box.w * 0.4, h: step - 4 }, accent, 6)
  )
}

/** Cards side by side, each with `top` above two lines. */
const cards =
  (count: number, top: 'icon' | 'figure' | 'photo' | 'button' | 'star' | 'check'): Draw =>
  (box) =>
    columns(box, count)
      .map((card) => {
        const inner = { x: card.x + 5, y: card.y + 5, w: card.w - 10, h: card.h - 10 }
        const head = { x: inner.x, y: inner.y, w: inner.w, h: inner.h * 0.45 }
        const body = { x: inner.x, y: inner.y + inner.h * 0.55, w: inner.w, h: inner.h * 0.45 }
        const drawn = {
          icon: circle(head.x + 8, head.y + head.h / 2, Math.min(8, head.h / 2), accent),
          figure: rect({ x: head.x, y: head.y + head.h * 0.2, w: head.w * 0.6, h: head.h * 0.6 }, accent, 2),
          photo: photo(head),
          button: rect({ x: head.x, y: head.y + head.h * 0.3, w: head.w * 0.8, h: head.h * 0.5 }, ink, 2),
          star: [0, 1, 2, 3, 4].map((index) => circle(head.x + 4 + index * 9, head.y + head.h / 2, 3, '#f59e0b')).join(''),
          check: path(`M${head.x + 2} ${head.y + head.h / 2} l5 5 l9 -10`, '#16a34a'),
        }[top]
        const foot = top === 'button' ? rect({ x: body.x, y: body.y + body.h * 0.45, w: body.w * 0.6, h: body.h * 0.4 }, accent, 5) : ''
        return rect(card, pale, 3) + drawn + lines(top === 'button' ? 1 : 2)(top === 'button' ? { ...body, h: body.h * 0.4 } : body) + foot
      })
      .join('')

/** Big figures in a row, each above its caption. */
const figures =
  (count: number): Draw =>
  (box) =>
    columns(box, count)
      .map(
        (cell) =>
          rect({ x: cell.x + cell.w * 0.15, y: cell.y, w: cell.w * 0.7, h: cell.h * 0.5 }, accent, 2) +
          rect({ x: cell.x + cell.w * 0.1, y: cell.y + cell.h * 0.68, w: cell.w * 0.8, h: 4 }, grey, 2),
      )
      .join('')

/** Numbered steps joined by a line. */
const steps =
  (count: number): Draw =>
  (box) => {
    const cells = columns(box, count)
    const cy = box.y + box.h * 0.3
    return (
      path(`M${cells[0]!.x + cells[0]!.w / 2} ${cy} H${cells.at(-1)!.x + cells.at(-1)!.w / 2}`, grey, 2) +
      cells
        .map(
          (cell) =>
            circle(cell.x + cell.w / 2, cy, 7, accent) + rect({ x: cell.x + 4, y: box.y + box.h * 0.65, w: cell.w - 8, h: 4 }, grey, 2),
        )
        .join('')
    )
  }

/** Questions one under another, the first open. */
const questions =
  (count: number): Draw =>
  (box) => {
    const step = box.h / count
    return Array.from({ length: count }, (_, index) => {
      const row = { x: box.x, y: box.y + index * step, w: box.w, h: step - 4 }
      const sign = index === 0 ? '−' : '+'
      return (
        rect(row, pale, 3) +
        rect({ x: row.x + 6, y: row.y + row.h / 2 - 3, w: row.w * 0.6, h: 5 }, index === 0 ? ink : grey, 2) +
        `<text x="${row.x + row.w - 12}" y="${row.y + row.h / 2 + 4}" font-size="12" font-family="sans-serif" fill="${ink}">${sign}</text>`
      )
    }).join('')
  }

/** Two columns, what people believe crossed out and what is true ticked. */
const mythsAndFacts: Draw = (box) => {
  const [myth, fact] = columns(box, 2) as [Box, Box]
  return (
    rect(myth, '#fee2e2', 3) +
    path(`M${myth.x + 8} ${myth.y + 8} l10 10 M${myth.x + 18} ${myth.y + 8} l-10 10`, '#dc2626') +
    lines(3)({ x: myth.x + 8, y: myth.y + 24, w: myth.w - 16, h: myth.h - 30 }) +
    rect(fact, '#dcfce7', 3) +
    path(`M${fact.x + 8} ${fact.y + 13} l4 5 l8 -10`, '#16a34a') +
    lines(3)({ x: fact.x + 8, y: fact.y + 24, w: fact.w - 16, h: fact.h - 30 })
  )
}

/** A video: a frame and its play button. */
const video: Draw = (box) =>
  columns(box, 2)
    .map(
      (frame) =>
        rect(frame, ink, 3) +
        `<path d="M${frame.x + frame.w / 2 - 6} ${frame.y + frame.h / 2 - 8} l14 8 l-14 8 Z" fill="#ffffff"/>` +
        rect({ x: frame.x, y: frame.y + frame.h - 5, w: frame.w * 0.4, h: 5 }, accent, 0),
    )
    .join('')

/** A big quotation mark before the words and their author. */
const quotation: Draw = (box) =>
  `<text x="${box.x}" y="${box.y + 30}" font-size="44" font-family="serif" fill="${accent}">«</text>` +
  lines(3, '#94a3b8')({ x: box.x + 34, y: box.y + 4, w: box.w - 34, h: box.h * 0.6 }) +
  circle(box.x + 40, box.y + box.h * 0.85, 6, grey) +
  rect({ x: box.x + 50, y: box.y + box.h * 0.85 - 3, w: 50, h: 5 }, ink, 2)

/** A photo beside a text. */
const photoBeside: Draw = (box) => {
  const [left, right] = columns(box, 2, 12) as [Box, Box]
  return photo(left) + title({ ...right, h: right.h * 0.25 }) + lines(4)({ ...right, y: right.y + right.h * 0.3, h: right.h * 0.7 })
}

/** Years along a line, an event under each. */
const timelineLine: Draw = (box) => {
  const cells = columns(box, 4)
  const cy = box.y + box.h * 0.45
  return (
    path(`M${box.x} ${cy} H${box.x + box.w}`, ink, 2) +
    cells
      .map(
        (cell, index) =>
          circle(cell.x + cell.w / 2, cy, 5, accent) +
          rect({ x: cell.x + cell.w * 0.25, y: index % 2 ? cy + 10 : box.y + 4, w: cell.w * 0.5, h: 6 }, ink, 2) +
          rect({ x: cell.x + 4, y: index % 2 ? cy + 22 : box.y + 16, w: cell.w - 8, h: 4 }, grey, 2),
      )
      .join('')
  )
}

/** Logos in a row. */
const logos: Draw = (box) =>
  columns(box, 4)
    .map((cell) => rect({ x: cell.x, y: cell.y + cell.h * 0.2, w: cell.w, h: cell.h * 0.6 }, grey, 8))
    .join('')

/** Links to articles, each with its paper's name. */
const articles: Draw = (box) => {
  const step = box.h / 3
  return [0, 1, 2]
    .map(
      (index) =>
        rect({ x: box.x, y: box.y + index * step + 2, w: 24, h: step - 8 }, grey, 2) +
        rect({ x: box.x + 32, y: box.y + index * step + 4, w: box.w * 0.55, h: 5 }, '#2563eb', 2) +
        rect({ x: box.x + 32, y: box.y + index * step + 13, w: box.w * 0.3, h: 4 }, grey, 2),
    )
    .join('')
}

/** Dense numbered paragraphs. */
const legal: Draw = (box) => {
  const [left, right] = columns(box, 2, 12) as [Box, Box]
  return lines(7)(left) + lines(7)(right)
}

/** Ticked promises one under another. */
const ticks =
  (count: number): Draw =>
  (box) => {
    const step = box.h / count
    return Array.from(
      { length: count },
      (_, index) =>
        path(`M${box.x + 2} ${box.y + index * step + step / 2} l4 4 l8 -9`, '#16a34a') +
        rect({ x: box.x + 20, y: box.y + index * step + step / 2 - 2, w: box.w * (index % 2 ? 0.55 : 0.7), h: 5 }, grey, 2),
    ).join('')
  }

/** A large tick in a circle above the thanks. */
const thanks: Draw = (box) =>
  circle(box.x + box.w / 2, box.y + box.h / 2, Math.min(box.h / 2, 18), '#dcfce7') +
  path(`M${box.x + box.w / 2 - 8} ${box.y + box.h / 2} l6 6 l11 -12`, '#16a34a', 3.5)

/** A title over a photo, beside a form. */
const formBeside: Draw = (box) => {
  const [left, right] = columns(box, 2, 12) as [Box, Box]
  return (
    title({ ...left, h: left.h * 0.25 }) +
    lines(3)({ ...left, y: left.y + left.h * 0.3, h: left.h * 0.4 }) +
    ticks(2)({ ...left, y: left.y + left.h * 0.7, h: left.h * 0.3 }) +
    form(right)
  )
}

/** The rows of each block's sketch, top to bottom, each with its share of the height. */
const sketches: Record<string, [Draw, number][]> = {
  hero: [[photoBehind, 1]],
  formHero: [[formBeside, 1]],
  figures: [
    [centredTitle, 0.25],
    [figures(4), 0.75],
  ],
  iconCards: [
    [centredTitle, 0.2],
    [cards(3, 'icon'), 0.8],
  ],
  processSteps: [
    [centredTitle, 0.25],
    [steps(4), 0.75],
  ],
  faq: [
    [centredTitle, 0.2],
    [questions(4), 0.8],
  ],
  faqIndex: [
    [title, 0.15],
    [questions(3), 0.45],
    [title, 0.1],
    [questions(2), 0.3],
  ],
  myths: [
    [centredTitle, 0.2],
    [mythsAndFacts, 0.8],
  ],
  richText: [
    [title, 0.2],
    [lines(6), 0.8],
  ],
  form: [
    [centredTitle, 0.18],
    [(box) => form({ x: box.x + box.w * 0.2, y: box.y, w: box.w * 0.6, h: box.h }), 0.82],
  ],
  videos: [
    [title, 0.2],
    [video, 0.8],
  ],
  callToAction: [
    [
      (box) =>
        rect(box, ink, 4) +
        rect({ x: box.x + box.w * 0.2, y: box.y + 28, w: box.w * 0.6, h: 10 }, '#ffffff', 2) +
        rect({ x: box.x + box.w * 0.3, y: box.y + 46, w: box.w * 0.4, h: 5 }, '#94a3b8', 2) +
        centredButton({ x: box.x, y: box.y + box.h - 40, w: box.w, h: 18 }),
      1,
    ],
  ],
  toolCards: [
    [centredTitle, 0.2],
    [cards(3, 'button'), 0.8],
  ],
  figureCards: [
    [centredTitle, 0.2],
    [cards(3, 'figure'), 0.8],
  ],
  projects: [
    [title, 0.18],
    [cards(3, 'photo'), 0.82],
  ],
  testimonials: [
    [centredTitle, 0.2],
    [cards(2, 'star'), 0.8],
  ],
  quote: [[quotation, 1]],
  story: [[photoBeside, 1]],
  timeline: [
    [centredTitle, 0.2],
    [timelineLine, 0.8],
  ],
  partners: [
    [centredTitle, 0.3],
    [logos, 0.7],
  ],
  pressLinks: [
    [title, 0.2],
    [articles, 0.8],
  ],
  legalText: [
    [title, 0.15],
    [legal, 0.85],
  ],
  pageIntro: [
    [
      (box) =>
        rect(box, pale, 3) +
        title({ x: box.x + 12, y: box.y + box.h * 0.3, w: box.w - 24, h: 18 }) +
        lines(1)({ x: box.x + 12, y: box.y + box.h * 0.6, w: box.w * 0.5, h: 12 }),
      0.5,
    ],
    [lines(3), 0.5],
  ],
  trustPoints: [[cards(4, 'check'), 1]],
  thankYou: [
    [thanks, 0.45],
    [centredTitle, 0.2],
    [centredButton, 0.2],
  ],
  checklist: [
    [title, 0.2],
    [ticks(4), 0.8],
  ],
  products: [
    [centredTitle, 0.18],
    [cards(3, 'photo'), 0.6],
    [figures(3), 0.22],
  ],
}

/** The block's sketch as an SVG data address, or none for a block this table does not know. */
export function blockPicture(slug: string): string | undefined {
  const rows = sketches[slug]
  if (!rows) return undefined
  let y = PAD
  const inner = HEIGHT - 2 * PAD
  const gap = 6
  const drawn = rows.map(([draw, share]) => {
    const h = share * inner - (rows.length > 1 ? gap * ((rows.length - 1) / rows.length) : 0)
    const part = draw({ x: PAD, y, w: WIDTH - 2 * PAD, h })
    y += h + gap
    return part
  })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>${drawn.join('')}</svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

/** The slugs that have a sketch. */
export const sketchedBlocks = Object.keys(sketches)
