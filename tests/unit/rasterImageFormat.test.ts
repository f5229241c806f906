import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { rasterImageFormat, rasterImageFormats } from '@/rules/rasterImageFormat'

const picture = () => sharp({ create: { width: 16, height: 12, channels: 3, background: '#1c4f39' } })

/** Real files from the encoder Payload uses, one per accepted format. */
const encoded = {
  jpeg: () => picture().jpeg().toBuffer(),
  png: () => picture().png().toBuffer(),
  webp: () => picture().webp().toBuffer(),
  avif: () => picture().avif().toBuffer(),
  gif: () => picture().gif().toBuffer(),
}

/** An ISO base media `ftyp` box with these brands (major first), then nothing. */
function ftyp(major: string, compatible: string[]): Uint8Array {
  const size = 16 + 4 * compatible.length
  const box = Buffer.alloc(size)
  box.writeUInt32BE(size, 0)
  box.write(`ftyp${major}`, 4, 'latin1')
  compatible.forEach((brand, index) => box.write(brand, 16 + 4 * index, 'latin1'))
  return box
}

describe('rasterImageFormat', () => {
  it.each(rasterImageFormats)('recognises a real %s file by its bytes', async (format) => {
    expect(rasterImageFormat(await encoded[format]())).toBe(format)
  })

  it('recognises AVIF by a compatible brand too, and refuses other ISO media (HEIC, MP4)', () => {
    expect(rasterImageFormat(ftyp('mif1', ['mif1', 'avif']))).toBe('avif')
    expect(rasterImageFormat(ftyp('heic', ['mif1', 'heic']))).toBeNull()
    expect(rasterImageFormat(ftyp('isom', ['isom', 'mp41']))).toBeNull()
  })

  it('refuses SVG, HTML, PDF and text, whatever they are called', () => {
    const ESC = '\x1b'
    const samples = [
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
      `<?xml version="1.0" encoding="ISO-2022-JP"?><svg xmlns="http://www.w3.org/2000/svg">${ESC}$B<!--${ESC}(B<script>alert(1)</script>--></svg>`,
      '<!doctype html><script>alert(1)</script>',
      '%PDF-1.7\n',
      'GIF8',
      '',
    ]
    for (const sample of samples) expect(rasterImageFormat(Buffer.from(sample, 'latin1')), JSON.stringify(sample.slice(0, 20))).toBeNull()
  })

  it('reads only the signature: a PNG signature followed by markup is still a PNG (the served headers keep it an image)', () => {
    const polyglot = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<svg><script>alert(1)</script></svg>'),
    ])
    expect(rasterImageFormat(polyglot)).toBe('png')
  })
})
