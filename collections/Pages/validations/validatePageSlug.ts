import type { TextFieldSingleValidation } from 'payload'
import { pageSlugPattern } from '@/rules/pagePath'
import { slugs } from '../../slugs'

/**
 * A page's address: the slug rule, and free. Another page holding it (published or a draft) is named in
 * French on the field, before the database's unique index would answer with a generic message.
 */
export const validatePageSlug: TextFieldSingleValidation = async (value, { id, req }) => {
  if (typeof value !== 'string' || !pageSlugPattern.test(value)) {
    return 'Lettres minuscules sans accents, chiffres et tirets, par ex. offre-printemps.'
  }
  const { docs } = await req.payload.find({
    collection: slugs.pages,
    where: { and: [{ slug: { equals: value } }, ...(id !== undefined ? [{ id: { not_equals: id } }] : [])] },
    draft: true,
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
    select: { title: true },
  })
  const taken = docs[0]
  return taken ? `Cette adresse est déjà celle de la page « ${taken.title} » : choisissez-en une autre.` : true
}
