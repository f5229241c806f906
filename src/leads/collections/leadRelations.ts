import type { RelationshipField, TextField } from 'payload'
import { authorName } from './authorName'
import { authorFromUser } from './authorFromUser'
import { slugs } from '@collections/slugs'

/**
 * The lead a note, an activity or a history entry belongs to: set on creation, never moved afterwards
 * (moving a note would take it off its lead's history unseen). A merge moves them in its own SQL.
 */
export const leadField: RelationshipField = {
  name: 'lead',
  label: 'Lead',
  type: 'relationship',
  relationTo: slugs.leads,
  required: true,
  index: true,
  access: { update: () => false },
}

/** Who wrote a note or logged an activity: set from the signed-in user, never from the request. */
export const authorField: RelationshipField = {
  name: 'author',
  label: 'Compte de l’auteur',
  type: 'relationship',
  relationTo: slugs.users,
  // Set once, on creation; nobody rewrites who wrote a note.
  access: { update: () => false },
  hooks: { beforeChange: [authorFromUser] },
  admin: { readOnly: true },
}

/**
 * The author's name, read with the note or activity (not stored): the column that names the author in
 * Payload's lists, the lead's edit page included, for sales staff too (who may not read other users).
 */
export const authorNameField: TextField = {
  name: 'authorName',
  label: 'Auteur',
  type: 'text',
  virtual: true,
  admin: { readOnly: true, disableListFilter: true, disableBulkEdit: true, disableGroupBy: true },
  hooks: { afterRead: [authorName] },
}
