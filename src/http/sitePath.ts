import { siteUrl } from '@/config/siteUrl'

/** C0 and C1 control characters (tab, CR, LF…), DEL and the backslash: a browser drops the first and reads the last as a slash. */
const unsafeCharacter = /[\u0000-\u001f\u007f-\u009f\\]/

/** The path part (before any query or fragment) and each of its percent-decoded forms; null when one cannot be decoded. */
function decodedForms(path: string): string[] | null {
  const forms = [path]
  for (let step = 0; step < 3; step++) {
    const last = forms[forms.length - 1]!
    let decoded: string
    try {
      decoded = decodeURIComponent(last)
    } catch {
      return null
    }
    if (decoded === last) break
    forms.push(decoded)
  }
  return forms
}

/**
 * Whether a path, as written, reads as a path of this site in a browser: it begins with exactly one « / »;
 * neither it nor any percent-decoded form of its path holds a backslash, a control character or a leading
 * « // » (browsers turn `/\host` and `/<tab>/host` into `//host`, another site); no whitespace.
 */
function readsAsPath(value: string): boolean {
  if (!value.startsWith('/') || /\s/.test(value) || unsafeCharacter.test(value)) return false
  const forms = decodedForms(value.split(/[?#]/)[0] ?? '')
  return forms !== null && !forms.some((form) => unsafeCharacter.test(form) || form.startsWith('//'))
}

/**
 * A path of this site, as a redirect or a link may send to it: the value read on the site's own origin
 * (its path, query and fragment, normalized), or null when it would leave the site or is malformed.
 * Both the value and the URL parser's result must read as a path (readsAsPath): dot segments turn
 * `/.//host` or `/x/%2e%2e//host` into `//host`, which the input alone does not show.
 */
export function sitePath(value: string, site: string = siteUrl()): string | null {
  if (!readsAsPath(value)) return null
  let url: URL
  try {
    url = new URL(value, site)
  } catch {
    return null
  }
  if (url.origin !== new URL(site).origin) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  return readsAsPath(path) ? path : null
}
