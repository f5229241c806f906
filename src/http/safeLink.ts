import { siteUrl } from '@/config/siteUrl'
import { sitePath } from './sitePath'

/**
 * What a link may be, field by field: a path of this site, an anchor of the page, an https address
 * elsewhere, an e-mail address or a phone number (`tel:{telephone}` names the site setting).
 */
export type LinkKind = 'path' | 'anchor' | 'https' | 'mailto' | 'tel'

/** Control characters and the backslash, anywhere in a link: no link of the site needs them. */
const unsafeCharacter = /[\u0000-\u001f\u007f-\u009f\\]/

/** An external address: https only, a host with a dot, no user or password before it (`https://site@evil`). */
function isHttps(value: string): boolean {
  if (!/^https:\/\/[^/]/i.test(value) || /\s/.test(value)) return false
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password
  } catch {
    return false
  }
}

const isMailto = (value: string) => /^mailto:[^\s@?]+@[^\s@?]+\.[^\s@?]+(\?\S*)?$/i.test(value)
const isTel = (value: string) => /^tel:(\+?[\d ().-]{3,}|\{[a-z-]+\})$/i.test(value)
const isAnchor = (value: string) => /^#[A-Za-z][\w-]*$/.test(value)

/** The kind a link is written as, judged by its beginning, or null when it is none of them. */
function kindOf(value: string, site: string): LinkKind | null {
  if (value.startsWith('/')) return sitePath(value, site) === null ? null : 'path'
  if (value.startsWith('#')) return isAnchor(value) ? 'anchor' : null
  if (/^https:/i.test(value)) return isHttps(value) ? 'https' : null
  if (/^mailto:/i.test(value)) return isMailto(value) ? 'mailto' : null
  if (/^tel:/i.test(value)) return isTel(value) ? 'tel' : null
  return null
}

/**
 * The one rule for every link the site holds (previews, redirects, menus, blocks, rich text): the kind of
 * link the value is among those accepted, or null when refused. A site path is what stays on the site's
 * own origin (sitePath); anything else needs its scheme: `javascript:`, `data:`, `http:`, protocol-relative
 * `//host` and values with surrounding spaces are never links.
 */
export function safeLink(value: string, accepted: readonly LinkKind[], site: string = siteUrl()): LinkKind | null {
  if (!value || value !== value.trim() || unsafeCharacter.test(value)) return null
  const kind = kindOf(value, site)
  return kind && accepted.includes(kind) ? kind : null
}
