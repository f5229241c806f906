import { access, unlink } from 'node:fs/promises'
import path from 'node:path'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { queueMissingMediaSizes } from '@collections/makeMediaSizes'
import { MEDIA_WIDTHS } from '@collections/mediaSizes'
import { slugs } from '@collections/slugs'
import { postgresOf } from '@/db/postgres'
import type { Media } from '@/payload-types'
import { getTestPayload } from '../harness/payload'

const mediaDir = process.env.MEDIA_DIR!
let payload: Payload

const fileExists = (filename: string) =>
  access(path.join(mediaDir, filename)).then(
    () => true,
    () => false,
  )

/** A camera photo 2 000 px wide, uploaded as an editor does. */
async function upload(): Promise<Media> {
  const data = await sharp({ create: { width: 2000, height: 1200, channels: 3, background: '#7a5c3e' } })
    .jpeg()
    .toBuffer()
  return payload.create({
    collection: slugs.media,
    data: { alt: 'Combles avant travaux' },
    file: { data, mimetype: 'image/jpeg', name: `tailles-${Date.now()}-${Math.floor(Math.random() * 1e6)}.jpg`, size: data.length },
    overrideAccess: true,
  })
}

/** Its stored sizes: width and file name of each one made. */
const sizesOf = (media: Media) =>
  Object.entries(media.sizes ?? {}).flatMap(([name, size]) =>
    size?.filename ? [{ name, width: size.width, mimeType: size.mimeType, filename: size.filename }] : [],
  )

const pendingRuns = () =>
  payload.count({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'makeMediaSizes' } }, { completedAt: { exists: false } }] },
    overrideAccess: true,
  })

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('photo sizes', () => {
  it('are made when the photo is uploaded, in WebP, at every width up to the photo’s own', async () => {
    const media = await upload()
    const sizes = sizesOf(media)
    expect(sizes.map(({ width }) => width)).toEqual(MEDIA_WIDTHS.filter((width) => width <= 2000))
    expect(new Set(sizes.map(({ mimeType }) => mimeType))).toEqual(new Set(['image/webp']))
    for (const { filename } of sizes) expect(await fileExists(filename), filename).toBe(true)
  })

  it('of a photo stored before they existed are made by the job queued at start, once', async () => {
    const media = await upload()
    const made = sizesOf(media)
    // The photo as a database from before the sizes holds it: no size recorded, no size file.
    const columns = MEDIA_WIDTHS.flatMap((width) =>
      ['url', 'width', 'height', 'mime_type', 'filesize', 'filename'].map((part) => `sizes_w${width}_${part} = null`),
    )
    await postgresOf(payload).drizzle.execute(sql.raw(`update media set ${columns.join(', ')} where id = ${Number(media.id)}`))
    for (const { filename } of made) await unlink(path.join(mediaDir, filename))

    await queueMissingMediaSizes(payload)
    await queueMissingMediaSizes(payload)
    expect((await pendingRuns()).totalDocs).toBe(1)
    await payload.jobs.run({ queue: 'default' })
    expect((await pendingRuns()).totalDocs).toBe(0)

    const after = await payload.findByID({ collection: slugs.media, id: media.id, overrideAccess: true })
    expect(after.filename).toBe(media.filename)
    expect(sizesOf(after).map(({ width }) => width)).toEqual(made.map(({ width }) => width))
    for (const { filename } of sizesOf(after)) expect(await fileExists(filename), filename).toBe(true)
    expect(await fileExists(after.filename!)).toBe(true)
  })
})
