const ID = /^[A-Za-z0-9_-]{11}$/
const hosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'youtube-nocookie.com'])

/**
 * A YouTube video's 11-character identifier, from the identifier itself or from any of the addresses an editor
 * copies (watch?v=, youtu.be/, shorts/, embed/, live/); null when the text names no video.
 */
export function youTubeId(input: string | null | undefined): string | null {
  const text = (input ?? '').trim()
  if (ID.test(text)) return text
  let url: URL
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`)
  } catch {
    return null
  }
  if (!hosts.has(url.hostname.toLowerCase())) return null
  const fromQuery = url.searchParams.get('v')
  const segments = url.pathname.split('/').filter(Boolean)
  const fromPath = url.hostname.endsWith('youtu.be')
    ? segments[0]
    : ['shorts', 'embed', 'live', 'v'].includes(segments[0] ?? '')
      ? segments[1]
      : null
  const id = fromQuery ?? fromPath ?? ''
  return ID.test(id) ? id : null
}
