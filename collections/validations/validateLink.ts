import type { TextFieldSingleValidation } from 'payload'
import { text } from 'payload/shared'
import { safeLink, type LinkKind } from '@/http/safeLink'

/** How each kind of link is asked for, in the refusal's words. */
const asked: Record<LinkKind, string> = {
  path: 'un chemin de ce site commençant par une seule «\u00a0/\u00a0» (/contact)',
  anchor: 'une ancre de la page (#formulaire)',
  https: 'une adresse complète en https:// (https://…)',
  mailto: 'une adresse e-mail (mailto:…)',
  tel: 'un numéro de téléphone (tel:…)',
}

/** The French refusal of a link field that accepts these kinds: "Indiquez a, b ou c, sans espace ni barre oblique inversée." */
function linkRefusal(accepted: readonly LinkKind[]): string {
  const kinds = accepted.map((kind) => asked[kind])
  const listed = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} ou ${kinds[kinds.length - 1]}` : (kinds[0] ?? '')
  return `Lien refusé. Indiquez ${listed}, sans espace ni barre oblique inversée.`
}

/**
 * A link field's validation: Payload's own for a text field (required, length), then the site's one link
 * rule (safeLink) for the kinds this field is meant for, refused with a French message.
 */
export const validateLink =
  (accepted: readonly LinkKind[]): TextFieldSingleValidation =>
  (value, options) => {
    const base = text(value, options)
    if (base !== true) return base
    if (value === null || value === undefined || value === '') return true
    return safeLink(value, accepted) ? true : linkRefusal(accepted)
  }
