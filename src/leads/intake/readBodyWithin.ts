/** A request body as its declared length and its chunks. */
type BodySource = { declaredLength: string | null | undefined; chunks: AsyncIterable<Uint8Array> | null }

/** The chunks of a web stream; leaving the loop early cancels the stream (the rest is never read). */
async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader()
  let done = false
  try {
    for (;;) {
      const read = await reader.read()
      if (read.done) {
        done = true
        return
      }
      yield read.value
    }
  } finally {
    if (!done) await reader.cancel()
  }
}

/**
 * Reads a body as text, stopping as soon as it passes `maxBytes`: a huge body is refused without being
 * held in memory. Returns null when it is too large.
 */
async function readChunksWithin({ declaredLength, chunks }: BodySource, maxBytes: number): Promise<string | null> {
  if (Number(declaredLength ?? 0) > maxBytes) return null
  if (!chunks) return ''
  const kept: Uint8Array[] = []
  let size = 0
  for await (const chunk of chunks) {
    size += chunk.byteLength
    if (size > maxBytes) return null
    kept.push(chunk)
  }
  return Buffer.concat(kept).toString('utf8')
}

/** readChunksWithin for a web Request (route handlers, server actions). */
export const readBodyWithin = (request: { headers: Headers; body?: ReadableStream<Uint8Array> | null }, maxBytes: number) =>
  readChunksWithin(
    { declaredLength: request.headers.get('content-length'), chunks: request.body ? chunksOf(request.body) : null },
    maxBytes,
  )
