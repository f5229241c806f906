import type { CollectionConfig } from 'payload'
import { adminOrSelf } from '@/access/adminOrSelf'
import { fieldHasRole, hasRole } from '@/access/hasRole'
import { roleLabels, roles } from '@/access/roles'
import { authCookieSettings } from '@/config/authCookie'
import { slugs } from './slugs'

export const Users: CollectionConfig = {
  slug: slugs.users,
  labels: { singular: 'Utilisateur', plural: 'Utilisateurs' },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: authCookieSettings(process.env),
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: 'Administration' },
  access: {
    read: adminOrSelf,
    create: hasRole('admin'),
    update: adminOrSelf,
    delete: hasRole('admin'),
    unlock: hasRole('admin'),
    admin: ({ req }) => Boolean(req.user),
  },
  fields: [
    { name: 'name', label: 'Nom', type: 'text' },
    {
      name: 'role',
      label: 'Rôle',
      type: 'select',
      required: true,
      defaultValue: 'sales',
      saveToJWT: true,
      options: roles.map((value) => ({ value, label: roleLabels[value] })),
      // Nobody promotes themselves: only admins set roles.
      access: { create: fieldHasRole('admin'), update: fieldHasRole('admin') },
    },
  ],
}
