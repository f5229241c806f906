import { readdir } from 'node:fs/promises'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { rasterImageFormats, type RasterImageFormat } from '@/rules/rasterImageFormat'
import type { User } from '@/payload-types'
import { createStaff } from '../harness/actors'
import { getTestPayload } from '../harness/payload'

const refusal = 'Ce fichier n’est pas accepté\u00a0: déposez une image JPEG, PNG, WebP, AVIF ou GIF.'
const mediaDir = process.env.MEDIA_DIR!

let payload: Payload
let editor: User
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

const picture = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#1c4f39' } })
const encoders: Record<RasterImageFormat, () => Promise<Buffer>> = {
  jpeg: () => picture().jpeg().toBuffer(),
  png: () => picture().png().toBuffer(),
  webp: () => picture().webp().toBuffer(),
  avif: () => picture().avif().toBuffer(),
  gif: () => picture().gif().toBuffer(),
}
const mimeTypes: Record<RasterImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
}
const extensions: Record<RasterImageFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif', gif: 'gif' }

/** Refused files: the name and the declared type are the sender's, the bytes are what a browser reads. */
const ESC = '\x1b'
const refusedFiles = [
  {
    name: 'plan.svg',
    mimetype: 'image/svg+xml',
    text: `<?xml version="1.0" encoding="ISO-2022-JP"?><svg xmlns="http://www.w3.org/2000/svg">${ESC}$B<!--${ESC}(B<script>alert(1)</script>--></svg>`,
  },
  { name: 'logo.svg', mimetype: 'image/svg+xml', text: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>' },
  { name: 'photo.png', mimetype: 'image/png', text: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>' },
  { name: 'page.jpg', mimetype: 'image/jpeg', text: '<!doctype html><script>alert(1)</script>' },
  { name: 'devis.pdf', mimetype: 'application/pdf', text: '%PDF-1.7\n%âãÏÓ\n' },
]

const asEditor = { overrideAccess: false, user: () => editor }
const storedWithAlt = async (alt: string) =>
  (await payload.count({ collection: slugs.media, where: { alt: { equals: alt } }, overrideAccess: true })).totalDocs
const filesStartingWith = async (stem: string) => (await readdir(mediaDir).catch(() => [])).filter((name) => name.startsWith(stem))

/** The error an operation threw, or null. */
async function failureOf(operation: () => Promise<unknown>): Promise<{ status?: number; message: string } | null> {
  try {
    await operation()
    return null
  } catch (error) {
    return error as { status?: number; message: string }
  }
}

beforeAll(async () => {
  payload = await getTestPayload()
  editor = (await createStaff(payload)).editor!
})

describe('Media accepts raster images only', () => {
  it.each(rasterImageFormats)('an editor uploads a %s image', async (format) => {
    const data = await encoders[format]()
    const doc = await payload.create({
      collection: slugs.media,
      data: { alt: `Chantier ${format}` },
      file: { data, mimetype: mimeTypes[format], name: `chantier-${unique()}.${extensions[format]}`, size: data.length },
      overrideAccess: false,
      user: asEditor.user(),
    })
    expect(doc.mimeType).toBe(mimeTypes[format])
    await payload.delete({ collection: slugs.media, id: doc.id, overrideAccess: true })
  })

  it.each(refusedFiles)('refuses $name ($mimetype) with the French message, and stores nothing', async ({ name, mimetype, text }) => {
    const data = Buffer.from(text, 'latin1')
    const stem = `refus-${unique()}`
    const alt = `Refusé ${stem}`
    const failure = await failureOf(() =>
      payload.create({
        collection: slugs.media,
        data: { alt },
        file: { data, mimetype, name: `${stem}-${name}`, size: data.length },
        overrideAccess: false,
        user: asEditor.user(),
      }),
    )
    expect(failure).toMatchObject({ status: 400, message: refusal })
    expect(await storedWithAlt(alt)).toBe(0)
    expect(await filesStartingWith(stem)).toEqual([])
  })

  it('refuses an SVG as the new file of a stored image, which keeps its file', async () => {
    const png = await encoders.png()
    const stem = `remplacement-${unique()}`
    const doc = await payload.create({
      collection: slugs.media,
      data: { alt: 'Avant remplacement' },
      file: { data: png, mimetype: 'image/png', name: `${stem}.png`, size: png.length },
      overrideAccess: true,
    })
    const svg = Buffer.from(refusedFiles[0]!.text, 'latin1')
    const failure = await failureOf(() =>
      payload.update({
        collection: slugs.media,
        id: doc.id,
        data: {},
        file: { data: svg, mimetype: 'image/svg+xml', name: `${stem}.svg`, size: svg.length },
        overrideAccess: false,
        user: asEditor.user(),
      }),
    )
    expect(failure).toMatchObject({ status: 400, message: refusal })
    const kept = await payload.findByID({ collection: slugs.media, id: doc.id, overrideAccess: true })
    expect(kept).toMatchObject({ filename: `${stem}.png`, mimeType: 'image/png' })
    expect((await filesStartingWith(stem)).filter((name) => name.endsWith('.svg'))).toEqual([])
    await payload.delete({ collection: slugs.media, id: doc.id, overrideAccess: true })
  })
})
