export type ServerEvent = { id: string; event: string; data: string }

/** One event block ("field: value" lines) as the EventSource specification reads it. */
function parseBlock(block: string): ServerEvent | null {
  const event: ServerEvent = { id: '', event: 'message', data: '' }
  const data: string[] = []
  for (const line of block.split('\n')) {
    if (!line || line.startsWith(':')) continue // comment (heartbeat)
    const colon = line.indexOf(':')
    const field = colon === -1 ? line : line.slice(0, colon)
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '')
    if (field === 'data') data.push(value)
    else if (field === 'event') event.event = value
    else if (field === 'id') event.id = value
  }
  // A block of only retry/comment lines dispatches nothing.
  if (!data.length) return null
  event.data = data.join('\n')
  return event
}

/** The events of a text/event-stream body, as they arrive. Ends when the stream ends or is aborted. */
export async function* readEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerEvent> {
  const decoder = new TextDecoder()
  let buffer = ''
  const reader = body.getReader()
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n')
      let end: number
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const event = parseBlock(buffer.slice(0, end))
        buffer = buffer.slice(end + 2)
        if (event) yield event
      }
    }
  } finally {
    reader.releaseLock()
  }
}
