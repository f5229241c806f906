import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { slugs } from '@collections/slugs'
import type { SceneRoom } from './data/types'
import { drawScene } from './illustrations/drawScene'
import { renderWebp } from './illustrations/renderWebp'

export type Illustration = {
  filename: string
  alt: string
  scene: { room: SceneRoom; stage: 'before' | 'after'; variant: number; view?: number }
}

const cacheDir = path.resolve('.data/seed-images')

/** Draws a scene; its rendering is cached by the drawing itself, so seeding a new database stays quick. */
async function renderScene(scene: Illustration['scene']): Promise<Buffer> {
  const svg = drawScene(scene)
  const key = createHash('sha256').update(svg).digest('hex').slice(0, 16)
  const file = path.join(cacheDir, `${key}.webp`)
  const cached = await readFile(file).catch(() => null)
  if (cached) return cached
  const data = await renderWebp(svg)
  await mkdir(cacheDir, { recursive: true })
  await writeFile(file, data)
  return data
}

/** Returns the id of the illustration's media, drawing and uploading it when it is not there yet. */
export async function upsertIllustration(payload: Payload, { filename, alt, scene }: Illustration): Promise<number> {
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
  const data = await renderScene(scene)
  const created = await payload.create({
    collection: slugs.media,
    data: { alt },
    file: { data, mimetype: 'image/webp', name: filename, size: data.length },
    overrideAccess: true,
    context: { seeding: true },
  })
  return created.id
}
