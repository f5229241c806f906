/** The cookie of Next's draft mode; its value is the build's preview id (prerender-manifest.json). */
const PREVIEW_COOKIE = '__prerender_bypass'

/**
 * Whether a request's Cookie header opens Next's draft mode: its preview cookie holds the build's
 * preview id, which only GET /apercu gives, to signed-in staff. Any other value (a forged cookie) opens
 * nothing, in Next as here; so the app's server treats such a request as a visitor's. Every preview
 * cookie of the header must hold the id, whichever of them Next reads.
 */
export function carriesPreviewId(cookieHeader: string | undefined, previewModeId: string): boolean {
  if (!cookieHeader || !previewModeId) return false
  const values = cookieHeader
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${PREVIEW_COOKIE}=`))
    .map((pair) => pair.slice(PREVIEW_COOKIE.length + 1))
  return values.length > 0 && values.every((value) => value === previewModeId)
}
