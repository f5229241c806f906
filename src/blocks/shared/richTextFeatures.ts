import { LinkFeature } from '@payloadcms/richtext-lexical'
import type { FieldAffectingData, TextFieldSingleValidation } from 'payload'
import { validateLink } from '@collections/validations/validateLink'

/** A rich-text link leads where a button may: a path of the site, an anchor, https, an e-mail or a phone. */
const validateUrl = validateLink(['path', 'anchor', 'https', 'mailto', 'tel'])

/** The address Lexical gives a link as it is created, before the editor types one. */
const LINK_PLACEHOLDER = 'https://'

/**
 * An internal link names a document and has no address to check. A link just begun (its dialog closed before an
 * address was typed) may stay in a draft: refused, it would stop every autosave of the page until it is mended.
 * Publishing, or saving a document without drafts, refuses it.
 */
export const validateLinkUrl: TextFieldSingleValidation = (value, options) => {
  if ((options.siblingData as { linkType?: string } | undefined)?.linkType === 'internal') return true
  const draft = (options.data as { _status?: unknown } | undefined)?._status === 'draft'
  if (draft && (!value || value === LINK_PLACEHOLDER)) return true
  return validateUrl(value, options)
}

const withSafeUrl = (field: FieldAffectingData): FieldAffectingData =>
  field.name === 'url' && field.type === 'text' && !field.hasMany ? { ...field, validate: validateLinkUrl } : field

/**
 * The editor's features with the link feature held to the site's link rule (safeLink): a link's address
 * is refused when saved, with a French message in the link's drawer, as every other link field of the site.
 */
export function richTextFeatures<Feature extends { key: string }>(
  defaultFeatures: readonly Feature[],
): (Feature | ReturnType<typeof LinkFeature>)[] {
  return defaultFeatures.map((feature) =>
    feature.key === 'link' ? LinkFeature({ fields: ({ defaultFields }) => defaultFields.map(withSafeUrl) }) : feature,
  )
}
