import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { slugs } from '@collections/slugs'
import type { Illustration } from './illustrations'

type Picture = Pick<Illustration, 'filename' | 'alt'>

/** The media id of a picture the seed uploaded, by its file name: the seed's content names pictures by file. */
export type MediaIdOf = (filename: string) => number

/** The seed's pictures, drawn once by src/seed/drawSeedImages.ts and committed. */
export const seedImagesDir = path.resolve('src/seed/images')

/**
 * Returns the id of the illustration's media, uploading its committed file when it is not there yet. A file
 * of that name left in the media folder by an earlier database (a reset that kept the folder) is replaced,
 * so the media keeps the name the seed's pages point to.
 */
async function upsertIllustration(payload: Payload, { filename, alt }: Picture): Promise<number> {
  const existing = await payload.find({
    collection: slugs.media,
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const found = existing.docs[0]
  if (found) {
    if (found.alt !== alt) await payload.update({ collection: slugs.media, id: found.id, data: { alt }, overrideAccess: true })
    return found.id
  }
  const data = await readFile(path.join(seedImagesDir, filename))
  const created = await payload.create({
    collection: slugs.media,
    data: { alt },
    file: { data, mimetype: 'image/webp', name: filename, size: data.length },
    overrideAccess: true,
    overwriteExistingFiles: true,
    context: { seeding: true },
  })
  return created.id
}

/**
 * Uploads every picture, each file once, two at a time: an upload waits on the image library's thread and on the
 * database as much as on the CPU. On a fresh database the seed took 12 s instead of 19 s on two cores (four or
 * eight at a time, no less). Media ids follow no order; the seed names pictures by file.
 */
export async function upsertIllustrations(payload: Payload, pictures: Picture[], atOnce = 2): Promise<MediaIdOf> {
  const byFile = [...new Map(pictures.map((picture) => [picture.filename, picture])).values()]
  const ids = new Map<string, number>()
  let next = 0
  const uploadInTurn = async () => {
    for (let picture = byFile[next++]; picture; picture = byFile[next++])
      ids.set(picture.filename, await upsertIllustration(payload, picture))
  }
  await Promise.all(Array.from({ length: atOnce }, uploadInTurn))
  return (filename) => {
    const id = ids.get(filename)
    if (id === undefined) throw new Error(`The seed names a picture it does not upload: ${filename}`)
    return id
  }
}
