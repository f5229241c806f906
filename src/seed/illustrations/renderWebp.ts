/** Rasterises a drawn SVG to WebP for upload as seed media. */
import sharp from 'sharp'

export async function renderWebp(svg: string, options: { width?: number; quality?: number } = {}): Promise<Buffer> {
  const image = sharp(Buffer.from(svg))
  const sized = options.width ? image.resize({ width: options.width }) : image
  return sized.webp({ quality: options.quality ?? 80 }).toBuffer()
}
