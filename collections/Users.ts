import type { CollectionConfig, FieldAccess } from 'payload'
import { adminOrSelf, fieldHasRole, hasRole, roleLabels, roles } from '@/access/roles'
import { endSessionsOnAccountChange } from '@/auth/endSessionsOnAccountChange'
import { handOverAccount } from '@/auth/handOverAccount'
import { calendarFeedOf, renewAgenda } from '@/appointments/server/agendaAddress'
import { refuseInactiveAccount } from '@/auth/refuseInactiveAccount'
import { refuseWeakPassword } from '@/auth/refuseWeakPassword'
import { requireCurrentPassword } from '@/auth/requireCurrentPassword'
import { signInEndpoint } from '@/auth/signInEndpoint'
import { tellOldEmail } from '@/auth/tellOldEmail'
import { departmentsProblem, normaliseDepartments } from '@/leads/rules/department'
import { authCookieSettings } from '@/config/authCookie'
import { availabilityField } from '@/appointments/collections/availabilityField'
import { slugs } from './slugs'

const nobody = () => false
/** A field only its own person reads or writes. */
const ownFieldOnly: FieldAccess = ({ req, id, doc }) => Boolean(req.user && String(req.user.id) === String(id ?? doc?.id))

export const Users: CollectionConfig = {
  slug: slugs.users,
  labels: { singular: 'Utilisateur', plural: 'Utilisateurs' },
  auth: {
    // No account lock: a stranger could lock anyone out with five wrong passwords. Sign-ins are
    // throttled per address and per account instead, whatever the path's spelling (signInEndpoint).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    cookies: authCookieSettings(process.env),
  },
  endpoints: [signInEndpoint, handOverAccount, renewAgenda],
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role', 'active'], group: 'Administration' },
  access: {
    read: adminOrSelf,
    create: hasRole('admin'),
    update: adminOrSelf,
    delete: hasRole('admin'),
    unlock: hasRole('admin'),
    admin: ({ req }) => Boolean(req.user),
  },
  hooks: {
    beforeOperation: [refuseWeakPassword],
    beforeLogin: [refuseInactiveAccount],
    beforeChange: [requireCurrentPassword],
    afterChange: [endSessionsOnAccountChange, tellOldEmail],
  },
  fields: [
    {
      // Asked only when users change their own password or e-mail; checked, never stored.
      name: 'currentPassword',
      label: 'Mot de passe actuel',
      type: 'text',
      virtual: true,
      admin: { components: { Field: '/src/admin/CurrentPasswordField#CurrentPasswordField' } },
    },
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
    {
      // A person who left or is away for good: no sign-in, no new leads, no visit slots, no digest or
      // reminders (refuseInactiveAccount, endSessionsOnAccountChange, the assignment's and calendars' SQL).
      name: 'active',
      label: 'Actif',
      type: 'checkbox',
      defaultValue: true,
      saveToJWT: false,
      access: { create: fieldHasRole('admin'), update: fieldHasRole('admin') },
      admin: {
        position: 'sidebar',
        description:
          'Décoché\u00a0: le compte ne peut plus se connecter (ses sessions sont fermées), ne reçoit plus de leads, de créneaux de visite ni de récapitulatifs.',
      },
    },
    {
      // Active salespeople take new leads in turn (the lead-assignment setting's round-robin).
      name: 'receivesLeads',
      label: 'Reçoit les nouveaux leads',
      type: 'checkbox',
      defaultValue: true,
      access: { create: fieldHasRole('admin'), update: fieldHasRole('admin') },
      admin: {
        description: 'Pour un commercial : reçoit sa part des nouveaux leads attribués automatiquement (décochez pendant une absence).',
        condition: (data) => data?.role === 'sales',
      },
    },
    {
      // The départements whose leads this salesperson takes under the rule "par département".
      name: 'departments',
      label: 'Départements',
      type: 'text',
      hasMany: true,
      maxRows: 101,
      access: { create: fieldHasRole('admin'), update: fieldHasRole('admin') },
      hooks: { beforeValidate: [({ value }) => (Array.isArray(value) ? normaliseDepartments(value.map(String)) : value)] },
      validate: (value: unknown) => departmentsProblem(value) ?? true,
      admin: {
        description:
          'Pour un commercial, avec la règle d’attribution «\u00a0par département\u00a0»\u00a0: reçoit les nouveaux leads dont le code postal est dans ces départements (deux chiffres, ex. 59, 62, 80, ou 2A, 2B).',
        condition: (data) => data?.role === 'sales',
      },
    },
    availabilityField,
    {
      // The dashboard's view the person last worked in (filters, order, list or board: its address's query),
      // reopened at their next visit from any browser; theirs alone to read and write.
      name: 'dashboardView',
      type: 'text',
      maxLength: 500,
      access: { read: ownFieldOnly, update: ownFieldOnly, create: nobody },
      admin: { hidden: true },
    },
    {
      // The version of the person's calendar address (src/appointments/rules/agendaFeed.ts): renewing raises it.
      name: 'calendarFeedVersion',
      type: 'number',
      defaultValue: 0,
      hidden: true,
      access: { read: nobody, create: nobody, update: nobody },
    },
    {
      // The person's own calendar address, read by them alone (GET /api/users/me): their visits and next
      // actions, the team's for an admin, on their phone.
      name: 'calendarFeed',
      label: 'Agenda sur le téléphone',
      type: 'text',
      virtual: true,
      hooks: { afterRead: [calendarFeedOf] },
      admin: {
        readOnly: true,
        condition: (data) => data?.role === 'sales' || data?.role === 'admin',
        description:
          'Adresse d’abonnement pour l’agenda de votre téléphone (Google Agenda, Outlook, Calendrier d’Apple) : vos visites et prochaines actions. Gardez-la pour vous ; « Renouveler » la remplace si elle a circulé.',
        components: { afterInput: ['/src/admin/RenewAgendaButton#RenewAgendaButton'] },
      },
    },
    {
      // An admin hands the person's open leads to a colleague (POST /api/users/:id/handover).
      name: 'handover',
      label: 'Passation',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/src/admin/HandOverPanel#HandOverPanel' } },
    },
    {
      // Digests of the addresses that signed in to this account lately (src/auth/knownAddresses.ts):
      // the account-wide sign-in throttle does not slow its owner down there. Written by the
      // sign-in route only; never read or written through the API.
      name: 'signInAddresses',
      type: 'json',
      hidden: true,
      access: { read: nobody, create: nobody, update: nobody },
    },
  ],
}
