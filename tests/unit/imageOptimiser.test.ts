import type { NextConfig } from 'next'
import { getImgProps } from 'next/dist/shared/lib/get-img-props'
import { imageConfigDefault, prepareImageConfig } from 'next/dist/shared/lib/image-config'
import defaultLoader from 'next/dist/shared/lib/image-loader'
import { ImageOptimizerCache } from 'next/dist/server/image-optimizer'
import type { IncomingMessage } from 'node:http'
import { describe, expect, it, vi } from 'vitest'
import { MEDIA_MAX_SIDE } from '@collections/mediaLimits'

/** next.config.mjs's images as the server runs them: Next's defaults under the site's settings. */
async function imagesConfig() {
  vi.stubEnv('SERVER_URL', 'https://www.combles-nord.fr')
  vi.resetModules()
  const config = (await import('../../next.config.mjs')).default as NextConfig
  return { ...imageConfigDefault, ...config.images }
}

/** What the optimiser answers `/_next/image?url=…&w=…&q=…` before any work: null when served, else its 400's message. */
function refusal(images: Awaited<ReturnType<typeof imagesConfig>>, url: string, w: number, q: number): string | null {
  const query = { url, w: String(w), q: String(q) }
  const verdict = ImageOptimizerCache.validateParams({ headers: {} } as IncomingMessage, query, { images } as never, false)
  return 'errorMessage' in verdict ? verdict.errorMessage : null
}

/** Every `sizes` the site's pictures are drawn with (ServerImage, PhotoViewer and the blocks), and its two qualities. */
const sitesSizes = [
  '100vw',
  '(min-width: 768px) 30vw, 100vw',
  '(min-width: 1024px) 180px, (min-width: 640px) 25vw, 50vw',
  '(min-width: 1024px) 190px, (min-width: 640px) 25vw, 50vw',
  '(min-width: 1024px) 360px, 50vw',
  '(min-width: 1024px) 560px, 100vw',
  '(min-width: 1152px) 560px, (min-width: 640px) 50vw, 100vw',
]
const sitesQualities = [75, 50]
// An upload's address as mediaPath gives it to next/image: Payload's file route, no query string.
const photo = '/api/media/file/apres-combles-douai.jpg'

/** The optimiser's addresses a picture's srcset names, through next/image's own code. */
function addressesOf(images: Awaited<ReturnType<typeof imagesConfig>>, sizes: string, quality: number): URL[] {
  const { props } = getImgProps(
    { src: photo, alt: '', width: 1600, height: 1000, sizes, quality },
    { imgConf: prepareImageConfig(images), showAltText: false, blurComplete: false, defaultLoader },
  )
  return (props.srcSet ?? '').split(', ').map((candidate) => new URL(candidate.split(' ')[0] ?? '', 'http://site'))
}

describe('the image optimiser serves only what the site asks for', () => {
  it('serves every address the site’s pictures name, and every width it serves is named by one of them', async () => {
    const images = await imagesConfig()
    const asked = new Set<number>()
    for (const sizes of sitesSizes) {
      for (const quality of sitesQualities) {
        for (const address of addressesOf(images, sizes, quality)) {
          const { url, w, q } = Object.fromEntries(address.searchParams)
          expect(refusal(images, url ?? '', Number(w), Number(q)), address.search).toBeNull()
          asked.add(Number(w))
        }
      }
    }
    const served = [...images.deviceSizes, ...images.imageSizes].sort((a, b) => a - b)
    expect(served).toEqual([...asked].sort((a, b) => a - b))
    // A stored photo is at most this wide (Media's resizeOptions): a wider copy would be the same pixels made again.
    expect(Math.max(...served)).toBe(MEDIA_MAX_SIDE)
  })

  it('refuses a query string on an upload’s address: each one would make and store a new copy', async () => {
    const images = await imagesConfig()
    expect(refusal(images, photo, 640, 75)).toBeNull()
    for (const url of [`${photo}?rt4=1`, `${photo}?rt4=2`, `${photo}?2026-01-01T00:00:00.000Z`]) {
      expect(refusal(images, url, 640, 75), url).toBe('"url" parameter is not allowed')
    }
  })

  it('refuses addresses other than the uploads, widths and qualities the site never asks for', async () => {
    const images = await imagesConfig()
    expect(refusal(images, '/images/partage.jpg', 640, 75)).toBe('"url" parameter is not allowed')
    expect(refusal(images, '/api/pages?limit=1', 640, 75)).toBe('"url" parameter is not allowed')
    for (const width of [16, 32, 128, 3840, 4000]) {
      expect(refusal(images, photo, width, 75), `${width} px`).toBe(`"w" parameter (width) of ${width} is not allowed`)
    }
    expect(refusal(images, photo, 640, 74)).toMatch(/quality/)
  })
})
