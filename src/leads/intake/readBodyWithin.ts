/**
 * Reads a request body as text, stopping as soon as it passes `maxBytes`: a huge body is refused
 * without being held in memory. Returns null when it is too large.
 */
export async function readBodyWithin(request: { headers: Headers; body?: ReadableStream<Uint8Array> | null }, maxBytes: number) {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
