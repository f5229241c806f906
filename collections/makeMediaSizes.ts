import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { createLocalReq, type Payload, type TaskConfig, type Where } from 'payload'
import type { Media } from '@/payload-types'
import { MEDIA_WIDTHS } from './mediaSizes'
import { slugs } from './slugs'

const TASK = 'makeMediaSizes'

/** A photo wide enough for the smallest size whose sizes were never made: stored before they existed. */
const withoutSizes: Where = {
  and: [{ [`sizes.w${MEDIA_WIDTHS[0]}.filename`]: { exists: false } }, { width: { greater_than_equal: MEDIA_WIDTHS[0] } }],
}

/** A stored upload's bytes, wherever it lives: through the media's file handlers (the bucket's), else from the folder. */
async function readStoredFile(payload: Payload, doc: Media): Promise<Buffer> {
  const upload = payload.collections[slugs.media].config.upload
  const filename = doc.filename ?? ''
  const req = await createLocalReq({}, payload)
  for (const handler of upload.handlers ?? []) {
    const response = await handler(req, { doc, headers: new Headers(), params: { collection: slugs.media, filename } })
    if (response instanceof Response) {
      if (!response.ok) throw new Error(`fichier ${filename} : ${response.status}`)
      return Buffer.from(await response.arrayBuffer())
    }
  }
  const directory = path.resolve(upload.staticDir ?? slugs.media)
  const file = path.resolve(directory, filename)
  if (!file.startsWith(directory + path.sep)) throw new Error(`fichier ${filename} : hors du dossier des médias`)
  return readFile(file)
}

/**
 * Makes the sizes of the photos stored before the media had them, by storing each photo again under its own
 * name: Payload makes the sizes as for an upload, and the pages that show it are cleared. A photo that cannot
 * be read is logged and left as it is (the pages then name its original alone).
 */
export const makeMediaSizes: TaskConfig<'makeMediaSizes'> = {
  slug: TASK,
  retries: 1,
  handler: async ({ req }) => {
    const { payload } = req
    const skipped: number[] = []
    let made = 0
    for (;;) {
      const where: Where = skipped.length ? { and: [withoutSizes, { id: { not_in: skipped } }] } : withoutSizes
      const { docs } = await payload.find({ collection: slugs.media, where, limit: 10, depth: 0, overrideAccess: true, pagination: false })
      if (!docs.length) break
      for (const doc of docs) {
        try {
          const data = await readStoredFile(payload, doc)
          const file = { data, mimetype: doc.mimeType ?? 'application/octet-stream', name: doc.filename ?? '', size: data.length }
          await payload.update({ collection: slugs.media, id: doc.id, data: {}, file, overwriteExistingFiles: true, overrideAccess: true })
          made += 1
        } catch (error) {
          skipped.push(doc.id)
          payload.logger.warn(`Tailles de la photo n° ${doc.id} non faites (${error instanceof Error ? error.message : String(error)})`)
        }
      }
    }
    return { output: { made, skipped: skipped.length } }
  },
  outputSchema: [
    { name: 'made', type: 'number' },
    { name: 'skipped', type: 'number' },
  ],
}

/** At start: the sizes of photos stored before they existed are queued once, unless a run is already waiting. */
export async function queueMissingMediaSizes(payload: Payload): Promise<void> {
  const [missing, waiting] = await Promise.all([
    payload.count({ collection: slugs.media, where: withoutSizes, overrideAccess: true }),
    payload.count({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: TASK } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
      overrideAccess: true,
    }),
  ])
  if (missing.totalDocs > 0 && waiting.totalDocs === 0) await payload.jobs.queue({ task: TASK, input: {} })
}
