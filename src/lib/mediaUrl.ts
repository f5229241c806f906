/**
 * Payload prefixes upload URLs with the server URL; the site serves them from its own origin, so
 * its pictures name the path alone and work the same behind any host name.
 */
export function mediaPath(url: string | null | undefined): string | null {
  if (!url) return null
  return url.startsWith('/') ? url : new URL(url).pathname
}
