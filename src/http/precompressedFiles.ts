import { readFile } from 'node:fs/promises'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import Negotiator from 'negotiator'

export type Encoding = 'br' | 'gzip'
type Compress = (raw: Buffer, encoding: Encoding) => Promise<Buffer>

/**
 * The encoding the app's server would choose for this Accept-Encoding (scripts/responseCompression.ts:
 * compression 1.8's list, Brotli then gzip on a tie), or null for none: a client gets the same either way.
 */
export function chosenEncoding(acceptEncoding: string | null): Encoding | null {
  const negotiator = new Negotiator({ headers: { 'accept-encoding': acceptEncoding ?? undefined } })
  const encoding = negotiator.encoding(['br', 'gzip', 'deflate', 'identity'], ['br', 'gzip'])
  return encoding === 'br' || encoding === 'gzip' ? encoding : null
}

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * Brotli at 9: a 7 MB script in 1.7 s, once, on libuv's threads (11 takes 35 s for 9 % less), gzip at its
 * highest level.
 */
const compressOnce: Compress = (raw, encoding) =>
  encoding === 'br'
    ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
    : gzipped(raw, { level: 9 })

/**
 * Files that never change while the process runs (an installed package's build), each compressed once per
 * encoding and kept in memory: compressing Monaco's 7 MB TypeScript worker on every request cost 680 ms of
 * CPU each. Requests that come while a copy is being made wait for that one. A file that cannot be read is
 * not kept (any name can be asked for) and rejects, as readFile does.
 */
export function precompressedFiles(compress: Compress = compressOnce, read: (file: string) => Promise<Buffer> = readFile) {
  const copies = new Map<string, Promise<Buffer>>()
  return function copyOf(file: string, encoding: Encoding | null): Promise<Buffer> {
    if (!encoding) return read(file)
    const key = `${encoding}:${file}`
    let copy = copies.get(key)
    if (!copy) {
      copy = read(file).then((raw) => compress(raw, encoding))
      copies.set(key, copy)
      copy.catch(() => copies.delete(key))
    }
    return copy
  }
}
