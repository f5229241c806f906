import type { TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { sitePath } from '@/http/sitePath'
import { normalizeRedirectPath } from '@/rules/redirectPaths'

/**
 * The starting address is a path of this site, as kept once normalized (normalizeFrom): an editor may
 * paste it with the site's origin, never make it `//host` or `/\host`.
 */
export const validateFrom: TextFieldSingleValidation = (value, options) => {
  const base = text(value, options)
  if (base !== true || !value) return base
  return (
    sitePath(normalizeRedirectPath(value)) !== null ||
    'Indiquez une adresse de ce site commençant par une seule «\u00a0/\u00a0» (/ancienne-page), sans espace ni barre oblique inversée.'
  )
}
