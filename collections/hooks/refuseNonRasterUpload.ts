import { open } from 'node:fs/promises'
import type { CollectionBeforeOperationHook, File } from 'payload'
import { rasterImageFormat } from '@/rules/rasterImageFormat'
import { NonRasterUploadError } from './NonRasterUploadError'

/** Enough bytes for every accepted signature, AVIF's brand list included. */
const SIGNATURE_BYTES = 64

async function leadingBytes(file: File): Promise<Uint8Array> {
  if (file.data.length > 0 || !file.tempFilePath) return file.data.subarray(0, SIGNATURE_BYTES)
  const handle = await open(file.tempFilePath, 'r')
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SIGNATURE_BYTES), 0, SIGNATURE_BYTES, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/**
 * Media holds raster images only: an SVG (or HTML, PDF…) can carry a script that a browser runs
 * and a checker misreads. Refused before Payload stores anything, whatever the file's name or
 * declared type; Payload's own `mimeTypes` check stays behind this one, with its English message.
 */
export const refuseNonRasterUpload: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return
  if (rasterImageFormat(await leadingBytes(req.file)) === null) throw new NonRasterUploadError()
}
