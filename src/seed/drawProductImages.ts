/**
 * Draws the product illustrations of the roof-window, veranda and extension pages (range models, accessories,
 * materials) as seed pictures, src/seed/images/produit-*.webp, uploaded to the media by the seed so that
 * editors can replace them. No photo library is available: these are deliberate, flat drawings in the
 * site's palette, rasterised at twice their size for sharp screens (the media take raster images only).
 * Run `tsx src/seed/drawProductImages.ts` after changing them.
 */
import path from 'node:path'
import sharp from 'sharp'

const W = 480
const H = 300
const outDir = path.join(process.cwd(), 'src/seed/images')

const svg = (title: string, body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img"><title>${title}</title>` +
  `<defs>${sharedDefs}${defs}</defs>${body}</svg>\n`

const sharedDefs =
  '<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9d2ee"/><stop offset="1" stop-color="#e9f4fb"/></linearGradient>' +
  '<linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8fc6ea"/><stop offset=".5" stop-color="#d8eefb"/><stop offset="1" stop-color="#78b0d6"/></linearGradient>' +
  '<pattern id="tiles" width="36" height="20" patternUnits="userSpaceOnUse"><rect width="36" height="20" fill="#b85c40"/><path d="M0 19h36" stroke="#8f422d" stroke-width="2"/><path d="M18 0v19" stroke="#a34f37" stroke-width="1.4"/></pattern>' +
  '<linearGradient id="ceiling" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4efe7"/><stop offset="1" stop-color="#e6ddd0"/></linearGradient>' +
  '<linearGradient id="lawn" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8cbf6a"/><stop offset="1" stop-color="#6f9f52"/></linearGradient>'

const sun = (x: number, y: number, r = 26) =>
  `<circle cx="${x}" cy="${y}" r="${r + 10}" fill="#fbe7b0" opacity=".55"/><circle cx="${x}" cy="${y}" r="${r}" fill="#f6c85f"/>`

/** A tiled roof seen square-on, the ridge near the top, with a strip of sky above it. */
const roof = () =>
  `<rect width="${W}" height="${H}" fill="url(#sky)"/>${sun(410, 34, 18)}<rect y="52" width="${W}" height="${H - 52}" fill="url(#tiles)"/><rect y="46" width="${W}" height="12" rx="3" fill="#7e3a27"/>`

/** A roof window's flashing, frame and glass, at x, y with its size; `glass` may be replaced. */
function roofWindow(
  x: number,
  y: number,
  w: number,
  h: number,
  glass = `<rect x="${x + 14}" y="${y + 14}" width="${w - 28}" height="${h - 28}" fill="url(#glass)"/>`,
) {
  const glare = `<path d="M${x + 24} ${y + h - 30} L${x + w * 0.55} ${y + 22} L${x + w * 0.68} ${y + 22} L${x + 38} ${y + h - 30} Z" fill="#fff" opacity=".35"/>`
  return (
    `<rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 24}" rx="4" fill="#4b5560"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="#2f3640"/>${glass}${glare}`
  )
}

const rotation = () =>
  svg(
    'Fenêtre de toit à rotation',
    roof() +
      roofWindow(150, 90, 180, 170) +
      '<rect x="170" y="98" width="140" height="9" rx="4" fill="#c9ced4"/><circle cx="240" cy="175" r="5" fill="#2f3640" opacity=".5"/>',
  )

const projection = () =>
  svg(
    'Fenêtre de toit à projection, ouverte',
    roof() +
      roofWindow(150, 90, 180, 170, '<rect x="164" y="104" width="152" height="142" fill="#243039"/>') +
      // The sash swung out at the bottom: a lighter pane, raised, and its shadow.
      '<path d="M156 112 L324 112 L338 232 L142 232 Z" fill="#1a2129" opacity=".35"/>' +
      '<path d="M150 96 L330 96 L346 214 L134 214 Z" fill="#39424d"/><path d="M162 106 L318 106 L331 204 L149 204 Z" fill="url(#glass)"/>' +
      '<path d="M168 196 L250 112 L268 112 L186 196 Z" fill="#fff" opacity=".35"/><rect x="205" y="206" width="70" height="8" rx="4" fill="#c9ced4"/>',
  )

const solar = () =>
  svg(
    'Fenêtre de toit motorisée solaire',
    roof() +
      roofWindow(150, 100, 180, 160) +
      // Solar panel on the top of the frame, and the rain sensor.
      '<rect x="160" y="74" width="160" height="22" rx="3" fill="#1f3b63"/><path d="M200 74v22M240 74v22M280 74v22M160 85h160" stroke="#5d86b8" stroke-width="1.5"/>' +
      '<circle cx="240" cy="254" r="5" fill="#e0892b"/>' +
      '<g fill="#5aa0d2"><path d="M70 120 q6 10 0 14 q-6 -4 0 -14Z"/><path d="M96 160 q6 10 0 14 q-6 -4 0 -14Z"/><path d="M60 200 q6 10 0 14 q-6 -4 0 -14Z"/></g>',
  )

/** A roof window seen from inside: the sloping ceiling, the lined reveal, then what covers the glass. */
function fromInside(title: string, covering: string) {
  return svg(
    title,
    `<rect width="${W}" height="${H}" fill="url(#ceiling)"/><path d="M0 230 L${W} 230 L${W} ${H} L0 ${H} Z" fill="#d9cdbb"/>` +
      '<path d="M130 40 L350 40 L330 230 L150 230 Z" fill="#efe9df"/><path d="M150 58 L330 58 L316 212 L164 212 Z" fill="#fdfcf9"/>' +
      '<path d="M168 70 L312 70 L300 200 L180 200 Z" fill="#3a434d"/><path d="M176 78 L304 78 L293 192 L187 192 Z" fill="url(#glass)"/>' +
      covering +
      '<rect x="196" y="196" width="88" height="7" rx="3" fill="#c9ced4"/>',
  )
}

const rollerShutter = () =>
  fromInside(
    'Volet roulant de fenêtre de toit, fermé',
    '<path d="M176 78 L304 78 L293 192 L187 192 Z" fill="#4a525b"/>' +
      Array.from({ length: 11 }, (_, i) => {
        const y = 86 + i * 10
        const inset = ((i * 10) / 114) * 11
        return `<path d="M${177 + inset} ${y} H${303 - inset}" stroke="#363d45" stroke-width="2"/>`
      }).join(''),
  )

const blackoutBlind = () =>
  fromInside(
    'Store occultant de fenêtre de toit, à moitié baissé',
    '<path d="M176 78 L304 78 L298 140 L182 140 Z" fill="#2f6f8f"/><path d="M176 78 L304 78 L303 86 L177 86 Z" fill="#25586f"/>' +
      '<rect x="178" y="138" width="124" height="7" rx="3" fill="#e6e9ec"/>',
  )

const awning = () =>
  svg(
    'Store pare-soleil extérieur sur une fenêtre de toit',
    roof() +
      roofWindow(150, 90, 180, 170) +
      '<pattern id="mesh" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="#2b2f33" opacity=".55"/><circle cx="3" cy="3" r="1.3" fill="#d8eefb" opacity=".6"/></pattern>' +
      '<rect x="150" y="90" width="180" height="170" rx="3" fill="url(#mesh)"/><rect x="144" y="84" width="192" height="12" rx="4" fill="#3b4148"/>' +
      sun(96, 120, 22) +
      '<path d="M118 128 L150 140 M122 112 L152 118 M114 146 L150 160" stroke="#f6c85f" stroke-width="3" stroke-linecap="round"/>',
  )

/** A veranda against a house wall: the structure's profiles are what each material changes. */
function veranda(title: string, profile: { color: string; width: number; edge: string; grain?: boolean }) {
  const { color, width, edge } = profile
  const posts = [120, 230, 340, 450]
    .map((x) => `<rect x="${x - width / 2}" y="132" width="${width}" height="128" fill="${color}" stroke="${edge}" stroke-width="1"/>`)
    .join('')
  const grain = profile.grain
    ? [120, 230, 340, 450]
        .map((x) => `<path d="M${x - 2} 136 v118 M${x + 2} 140 v110" stroke="#7a4f2c" stroke-width=".8" opacity=".6"/>`)
        .join('')
    : ''
  return svg(
    title,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>${sun(400, 52, 20)}` +
      '<rect x="0" y="40" width="120" height="220" fill="#efe3cf"/><path d="M-10 44 L60 4 L130 44 Z" fill="#8f422d"/><rect x="30" y="90" width="50" height="60" fill="#9cc7e4" stroke="#fff" stroke-width="5"/>' +
      `<path d="M120 96 L470 126 L470 ${132} L120 ${104} Z" fill="${color}" stroke="${edge}" stroke-width="1"/>` +
      '<path d="M120 104 L470 132 L470 260 L120 260 Z" fill="url(#glass)" opacity=".85"/>' +
      `<rect x="120" y="${258 - width / 2}" width="350" height="${width}" fill="${color}" stroke="${edge}" stroke-width="1"/>` +
      `<rect x="120" y="190" width="350" height="${Math.max(3, width / 2)}" fill="${color}" opacity=".9"/>` +
      posts +
      grain +
      '<rect y="258" width="480" height="42" fill="url(#lawn)"/><circle cx="300" cy="236" r="16" fill="#4f8a3c"/><rect x="290" y="244" width="20" height="16" fill="#c98a5a"/>',
  )
}

/** A house and its single-storey extension: flat roof, wood cladding and a wide sliding bay. */
const extension = () =>
  svg(
    'Extension de plain-pied en ossature bois accolée à la maison',
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>${sun(420, 46, 20)}` +
      '<rect x="20" y="96" width="200" height="164" fill="#efe3cf"/><path d="M6 100 L120 26 L234 100 Z" fill="#8f422d"/>' +
      '<rect x="50" y="122" width="44" height="50" fill="#9cc7e4" stroke="#fff" stroke-width="5"/><rect x="146" y="122" width="44" height="50" fill="#9cc7e4" stroke="#fff" stroke-width="5"/>' +
      '<rect x="50" y="196" width="44" height="50" fill="#9cc7e4" stroke="#fff" stroke-width="5"/><rect x="142" y="190" width="40" height="70" fill="#5b6b78"/>' +
      '<rect x="220" y="150" width="230" height="110" fill="url(#cladding)"/><rect x="214" y="140" width="242" height="14" fill="#3b4148"/>' +
      '<rect x="256" y="172" width="160" height="88" fill="#3b4148"/><rect x="262" y="178" width="72" height="82" fill="url(#glass)"/><rect x="338" y="178" width="72" height="82" fill="url(#glass)"/>' +
      '<path d="M272 252 L300 184 L312 184 L284 252 Z" fill="#fff" opacity=".35"/><path d="M348 252 L376 184 L388 184 L360 252 Z" fill="#fff" opacity=".3"/>' +
      '<rect y="258" width="480" height="42" fill="url(#lawn)"/><rect x="240" y="258" width="200" height="10" fill="#cfc7b8"/>' +
      '<circle cx="458" cy="236" r="16" fill="#4f8a3c"/><rect x="448" y="244" width="20" height="16" fill="#c98a5a"/>',
    '<pattern id="cladding" width="14" height="20" patternUnits="userSpaceOnUse"><rect width="14" height="20" fill="#b98353"/><path d="M13 0v20" stroke="#8a5a33" stroke-width="1.4"/></pattern>',
  )

const drawings: Record<string, () => string> = {
  'fenetre-rotation': rotation,
  'fenetre-projection': projection,
  'fenetre-solaire': solar,
  'volet-roulant': rollerShutter,
  'store-occultant': blackoutBlind,
  'store-exterieur': awning,
  'extension-ossature-bois': extension,
  'veranda-aluminium': () => veranda('Véranda aux profilés en aluminium', { color: '#3b4148', width: 6, edge: '#2a2f34' }),
  'veranda-pvc': () => veranda('Véranda aux profilés en PVC blanc', { color: '#f7f7f5', width: 12, edge: '#b9bec4' }),
  'veranda-bois': () => veranda('Véranda aux profilés en bois', { color: '#a8743f', width: 12, edge: '#7a4f2c', grain: true }),
}

for (const [name, draw] of Object.entries(drawings))
  await sharp(Buffer.from(draw()), { density: 144 })
    .webp({ quality: 85 })
    .toFile(path.join(outDir, `produit-${name}.webp`))
console.log(`${Object.keys(drawings).length} illustrations written to ${path.relative(process.cwd(), outDir)}`)
