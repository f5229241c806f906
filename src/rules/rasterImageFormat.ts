/** The image formats the site accepts as uploads: raster only, each one a format the image library reads and every browser shows. */
export const rasterImageFormats = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const
export type RasterImageFormat = (typeof rasterImageFormats)[number]

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length))
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte)

/** The brands of an ISO base media file's leading `ftyp` box (major brand, then the compatible ones). */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return []
  const boxEnd = Math.min(new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0), bytes.length)
  const brands = [ascii(bytes, 8, 4)]
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) brands.push(ascii(bytes, offset, 4))
  return brands
}

/**
 * The raster format the file's first bytes announce, or null for anything else (SVG, HTML, PDF,
 * text…): the file's name and declared type are the sender's word, its signature is not.
 */
export function rasterImageFormat(bytes: Uint8Array): RasterImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp'
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif'
  if (ftypBrands(bytes).some((brand) => brand === 'avif' || brand === 'avis')) return 'avif'
  return null
}
