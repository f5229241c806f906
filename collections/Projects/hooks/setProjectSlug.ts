import type { CollectionBeforeValidateHook } from 'payload'
import { projectSlug } from '@/rules/projectSlug'

/**
 * A project without an address gets the slug rule's, from the location and the surface; an address the
 * editor typed stays (and moving it leaves a redirect from the old one, as for pages).
 */
export const setProjectSlug: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  if (!data) return data
  const typed = data.slug ?? originalDoc?.slug
  if (typeof typed === 'string' && typed.trim() !== '') return data
  const location = data.location ?? originalDoc?.location
  const surface = data.surface ?? originalDoc?.surface
  if (typeof location === 'string' && typeof surface === 'number') data.slug = projectSlug(location, surface)
  return data
}
