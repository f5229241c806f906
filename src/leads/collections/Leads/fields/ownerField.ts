import type { RelationshipField, Validate } from 'payload'
import { fieldHasRole } from '@/access/roles'
import { slugs } from '@collections/slugs'

const salesUserOnly: Validate = async (value, { req }) => {
  const id = typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value
  if (id === null || id === undefined || id === '') return true
  if (!Number.isSafeInteger(Number(id))) return 'Responsable inconnu.'
  const user = await req.payload
    .findByID({ collection: slugs.users, id: Number(id), depth: 0, overrideAccess: true, select: { role: true }, req })
    .catch(() => null)
  if (!user) return 'Responsable inconnu.'
  return user.role === 'sales' || 'Le responsable d’un lead doit être un commercial.'
}

/** Who works the lead: a salesperson, chosen by the assignment rule or by hand (dashboard, admin). */
export const ownerField: RelationshipField = {
  name: 'owner',
  label: 'Responsable',
  type: 'relationship',
  relationTo: slugs.users,
  index: true,
  filterOptions: { role: { equals: 'sales' } },
  validate: salesUserOnly,
  access: { create: fieldHasRole('admin', 'sales'), update: fieldHasRole('admin', 'sales') },
  admin: { position: 'sidebar' },
}
