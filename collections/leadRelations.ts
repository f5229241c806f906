import type { RelationshipField } from 'payload'
import { authorFromUser } from './authorFromUser'
import { slugs } from './slugs'

/** The lead a note or an activity belongs to. */
export const leadField: RelationshipField = {
  name: 'lead',
  label: 'Lead',
  type: 'relationship',
  relationTo: slugs.leads,
  required: true,
  index: true,
}

/** Who wrote a note or logged an activity: set from the signed-in user, never from the request. */
export const authorField: RelationshipField = {
  name: 'author',
  label: 'Auteur',
  type: 'relationship',
  relationTo: slugs.users,
  hooks: { beforeChange: [authorFromUser] },
  admin: { readOnly: true },
}
