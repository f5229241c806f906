import type { CollectionBeforeValidateHook } from 'payload'
import { projectSlug } from '@/rules/projectSlug'

/** The slug always follows the slug rule, from the location and the surface; editors never type it. */
export const setProjectSlug: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  const location = data.location ?? originalDoc?.location
  const surface = data.surface ?? originalDoc?.surface
  if (typeof location === 'string' && typeof surface === 'number') data.slug = projectSlug(location, surface)
  return data
}
