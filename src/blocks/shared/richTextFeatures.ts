import { LinkFeature } from '@payloadcms/richtext-lexical'
import type { FieldAffectingData, TextFieldSingleValidation } from 'payload'
import { validateLink } from '@collections/validations/validateLink'

/** A rich-text link leads where a button may: a path of the site, an anchor, https, an e-mail or a phone. */
const validateUrl = validateLink(['path', 'anchor', 'https', 'mailto', 'tel'])

/** An internal link names a document and has no address to check. */
const validateLinkUrl: TextFieldSingleValidation = (value, options) =>
  (options.siblingData as { linkType?: string } | undefined)?.linkType === 'internal' ? true : validateUrl(value, options)

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
