import { existsSync } from 'node:fs'
import path from 'node:path'
import type { UploadConfig } from 'payload'
import { inertFileHeaders } from '@/config/inertFileHeaders.mjs'

/**
 * A media record whose file is missing on disk is a 404 with a French message, not Payload's 500
 * ("Something went wrong."): the page that shows it loses one image, and the log says which file. Files on
 * the S3 bucket are answered by the storage adapter's handler (this one steps aside when a bucket is set).
 */
type FileHandler = NonNullable<UploadConfig['handlers']>[number]

export function serveMissingFileAs404(staticDir: string): FileHandler {
  // Synchronous: Payload's handler type takes a Response or nothing, and one stat is cheap.
  return (req, { params }) => {
    if (process.env.S3_BUCKET) return undefined
    const { filename } = params
    const directory = path.resolve(staticDir)
    const file = path.resolve(directory, filename)
    // Payload's own handler refuses a path outside the directory; only a missing file is answered here.
    if (!file.startsWith(directory + path.sep)) return undefined
    if (existsSync(file)) return undefined
    req.payload.logger.warn(`Fichier absent du disque : ${filename} (médias)`)
    const headers = new Headers()
    for (const { key, value } of inertFileHeaders) headers.set(key, value)
    return Response.json({ errors: [{ message: 'Ce fichier est introuvable.' }] }, { status: 404, headers })
  }
}
