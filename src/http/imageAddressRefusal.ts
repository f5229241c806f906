/** Where next/image's optimiser answers, and the only files it makes copies of (next.config.mjs's localPatterns). */
const OPTIMISER_PATH = '/_next/image'
const UPLOAD = /^\/api\/media\/file\/([^/?#]+)$/

export const imageAddressRefused = 'Adresse d’image non servie.'

/**
 * Whether an upload's address is written as Payload writes it (`/api/media/file/` and the file name through
 * encodeURIComponent), the one way the site's pictures name it. Next's localPatterns judge the path and the
 * query string only: `x.jpg#1`, `x.jpg#2`, `%78.jpg` are the same file under as many names, and the optimiser
 * keys its copies by the name: each one made another copy (1.4 s of CPU and a file on disk).
 */
function isUploadAsWritten(url: string): boolean {
  const name = UPLOAD.exec(url)?.[1]
  if (!name) return false
  try {
    return encodeURIComponent(decodeURIComponent(name)) === name
  } catch {
    return false
  }
}

/**
 * Why the app's server refuses a request to the image optimiser before Next reads it (a 400), or null for
 * every other request and for the optimiser's own refusals (no `url`, a width or quality not configured).
 */
export function imageAddressRefusal(requestUrl: string): string | null {
  let address: URL
  try {
    address = new URL(requestUrl, 'http://site')
  } catch {
    return null
  }
  if (address.pathname !== OPTIMISER_PATH) return null
  const urls = address.searchParams.getAll('url')
  if (urls.length !== 1) return null
  return isUploadAsWritten(urls[0]!) ? null : imageAddressRefused
}
