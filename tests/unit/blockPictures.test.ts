import { describe, expect, it } from 'vitest'
import { pageBlocks } from '@/blocks/pageBlocks'
import { blockPicture, sketchedBlocks } from '@/blocks/shared/blockPictures'

const svgOf = (address: string) => decodeURIComponent(address.replace(/^data:image\/svg\+xml,/, ''))

describe('the block chooser’s pictures', () => {
  it('gives every page block a picture of its own', () => {
    const thumbnails = pageBlocks.map((block) => block.admin?.images?.thumbnail as { url: string; alt: string })
    expect(thumbnails.every(({ url }) => url.startsWith('data:image/svg+xml,'))).toBe(true)
    expect(new Set(thumbnails.map(({ url }) => url)).size).toBe(pageBlocks.length)
    expect(thumbnails.every(({ alt }) => alt.startsWith('Aperçu du bloc '))).toBe(true)
  })

  it('sketches no block that does not exist', () => {
    expect(sketchedBlocks.filter((slug) => !pageBlocks.some((block) => block.slug === slug))).toEqual([])
  })

  it('draws well-formed SVG with every coordinate a number', () => {
    for (const slug of sketchedBlocks) {
      const svg = svgOf(blockPicture(slug)!)
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 240 160">.*<\/svg>$/)
      expect(svg, slug).not.toMatch(/NaN|undefined|Infinity/)
      expect(svg.match(/<(rect|circle|path|text)\b/g)!.length, slug).toBeGreaterThan(3)
    }
  })
})
