import type { CollectionConfig } from 'payload'
import { hasRole, nobody } from '@/access/roles'
import { visitBookers, visitBookerLabels, visitStatuses, visitStatusLabels } from '@/appointments/rules/visitStatus'
import { slugs } from '@collections/slugs'
import { cancelVisitByStaff } from '@/appointments/server/cancelVisitByStaff'
import { moveVisitByStaff } from '@/appointments/server/moveVisitByStaff'

const dateTime = { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } } as const

/**
 * The free home visits booked by visitors (or by staff for them). Written only by the booking's own SQL
 * (src/appointments/server), where PostgreSQL's exclusion constraint keeps any two booked visits of one
 * salesperson, travel margin included, from overlapping (migration 20261126_visit_booking).
 */
export const Visits: CollectionConfig = {
  slug: slugs.visits,
  labels: { singular: 'Visite', plural: 'Visites' },
  access: { read: hasRole('admin', 'sales'), create: nobody, update: nobody, delete: hasRole('admin') },
  admin: { group: 'Commercial', defaultColumns: ['startsAt', 'lead', 'owner', 'status', 'bookedBy'] },
  defaultSort: 'startsAt',
  // PATCH /api/visits/:id is the staff's cancel (cancelVisitByStaff), before Payload's own update (closed).
  endpoints: [moveVisitByStaff, cancelVisitByStaff],
  fields: [
    { name: 'lead', label: 'Lead', type: 'relationship', relationTo: slugs.leads, required: true, index: true },
    { name: 'owner', label: 'Commercial', type: 'relationship', relationTo: slugs.users, required: true, index: true },
    { name: 'startsAt', label: 'Début', type: 'date', required: true, index: true, admin: dateTime },
    { name: 'endsAt', label: 'Fin', type: 'date', required: true, admin: dateTime },
    {
      // The end of the visit plus the travel margin: what the exclusion constraint keeps free of other visits.
      name: 'blockedUntil',
      label: 'Agenda occupé jusqu’à (trajet compris)',
      type: 'date',
      required: true,
      admin: dateTime,
    },
    {
      name: 'status',
      label: 'Statut',
      type: 'select',
      required: true,
      defaultValue: 'booked',
      options: visitStatuses.map((value) => ({ value, label: visitStatusLabels[value] })),
    },
    {
      // The invitation's SEQUENCE (RFC 5545): 0 when booked, one more at each move or cancellation.
      name: 'sequence',
      label: 'Version de l’invitation',
      type: 'number',
      required: true,
      defaultValue: 0,
    },
    {
      // Why staff cancelled the visit (PATCH /api/visits/:id): kept on the visit and in the lead's history.
      name: 'cancellationReason',
      label: 'Motif d’annulation',
      type: 'text',
      maxLength: 500,
      admin: { condition: (data) => data?.status === 'cancelled' },
    },
    {
      name: 'bookedBy',
      label: 'Réservée par',
      type: 'select',
      required: true,
      options: visitBookers.map((value) => ({ value, label: visitBookerLabels[value] })),
    },
  ],
}
