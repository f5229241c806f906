/** Colour choices per variant, so each project gets its own accents. */

export type Palette = {
  /** accent wall (far gable) */
  wall: string
  /** main textile (bed linen, sofa) and a contrasting accent (throw, cushions) */
  textile: string
  accent: string
  /** parquet and furniture wood */
  floor: string
  wood: string
  /** metal for frames and legs */
  metal: string
  /** bathroom tiles */
  tile: string
  plant: string
}

const WALLS = ['#9db59b', '#d4957a', '#8fa8c2', '#d9b46e', '#e2b4a6', '#4f7d7f', '#5b6b84', '#cdb89c', '#8f9b6a', '#a99dc4', '#5f7d66']
const TEXTILES = ['#f3efe8', '#e9e3da', '#dfe6ea', '#efe6d8', '#e8e1ea', '#f5f1ea']
const ACCENTS = ['#c8734e', '#2f5d62', '#d9a441', '#8c4a5e', '#3d6b8c', '#b5654a', '#6b8f5e', '#c58f6f', '#34495e', '#c4574b', '#7a6a9c']
const FLOORS = ['#dcbf98', '#e5cfac', '#cfab80', '#d8b68a', '#e8d5b5', '#c99e70']
const WOODS = ['#c49a6c', '#a8774f', '#d8b88c', '#8d6243', '#b98c5e']
const METALS = ['#33383f', '#2b2b2b', '#c9a86a', '#4a4f57']
const TILES = ['#dfe9e8', '#f1ece4', '#c9d8e3', '#e8dcd0', '#d5e2d3', '#9fb3ba']
const PLANTS = ['#4f8a5b', '#5c9a62', '#3f7a57', '#6a9b4f']

function at(list: readonly string[], index: number): string {
  return list[((index % list.length) + list.length) % list.length] ?? '#cccccc'
}

export function paletteFor(variant: number): Palette {
  const v = Math.abs(Math.floor(variant))
  return {
    wall: at(WALLS, v),
    textile: at(TEXTILES, v * 5 + 1),
    accent: at(ACCENTS, v * 4 + 2),
    floor: at(FLOORS, v * 5),
    wood: at(WOODS, v * 3 + 1),
    metal: at(METALS, v * 3),
    tile: at(TILES, v * 5 + 3),
    plant: at(PLANTS, v),
  }
}

/** Fixed colours shared by every scene. */
export const COMMON = {
  plaster: '#f4f1ec',
  plasterShade: '#e4ded5',
  ceiling: '#f8f6f2',
  skyTop: '#5f9fd6',
  skyLow: '#cfe6f7',
  skirting: '#faf8f4',
  glassWoolYellow: '#e8c25c',
  glassWoolPink: '#e9a3a0',
  cardboard: '#c49a62',
  timber: '#b4834f',
  tileRoof: '#6e3b2a',
  brick: '#a44f35',
}
