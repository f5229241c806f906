import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { slugs } from '@collections/slugs'
import type { Illustration } from './illustrations'

/** The seed's pictures, drawn once by scripts/drawSeedImages.ts and committed. */
export const seedImagesDir = path.resolve('src/seed/images')

/**
 * Returns the id of the illustration's media, uploading its committed file when it is not there yet. A file
 * of that name left in the media folder by an earlier database (a reset that kept the folder) is replaced,
 * so the media keeps the name the seed's pages point to.
 */
export async function upsertIllustration(payload: Payload, { filename, alt }: Pick<Illustration, 'filename' | 'alt'>): Promise<number> {
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
