import type { GroupField } from 'payload'
import {
  DEFAULT_MARGIN_MINUTES,
  DEFAULT_VISIT_MINUTES,
  defaultHours,
  hoursProblem,
  weekdayLabels,
  weekdays,
} from '@/appointments/rules/availability'
import { listVisitsOnDaysOff } from '@/appointments/server/visitsOnDaysOff'

/**
 * A salesperson's visit calendar, kept by themselves or by an admin (the users' own access: admin or
 * self): weekly hours in Paris time, length of a visit, travel margin, days off, earliest notice. A new
 * user starts with the default hours, so that slots exist as soon as one salesperson does.
 */
export const availabilityField: GroupField = {
  name: 'availability',
  label: 'Disponibilités pour les visites',
  type: 'group',
  admin: {
    condition: (data) => data?.role === 'sales',
    description:
      'Les visiteurs réservent leur visite gratuite sur ces créneaux (heure de Paris), auprès du commercial qui couvre leur département.',
  },
  fields: [
    {
      name: 'hours',
      label: 'Horaires de la semaine',
      labels: { singular: 'Plage horaire', plural: 'Plages horaires' },
      type: 'array',
      // The select's values are text: a default day given as a number would show as « 1 », not « Lundi ».
      defaultValue: defaultHours.map((span) => ({ ...span, day: String(span.day) })),
      admin: { components: { RowLabel: '/src/admin/AvailabilityRowLabels#HoursRowLabel' } },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'day',
              label: 'Jour',
              type: 'select',
              required: true,
              options: weekdays.map((day) => ({ value: String(day), label: weekdayLabels[day] ?? String(day) })),
            },
            { name: 'from', label: 'De', type: 'text', required: true, admin: { placeholder: '09:00' } },
            {
              name: 'to',
              label: 'À',
              type: 'text',
              required: true,
              admin: { placeholder: '12:00' },
              validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
                hoursProblem(siblingData?.from, value) ?? true,
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'visitMinutes',
          label: 'Durée d’une visite (minutes)',
          type: 'number',
          required: true,
          min: 15,
          max: 480,
          defaultValue: DEFAULT_VISIT_MINUTES,
        },
        {
          name: 'marginMinutes',
          label: 'Marge de trajet après chaque visite (minutes)',
          type: 'number',
          required: true,
          min: 0,
          max: 240,
          defaultValue: DEFAULT_MARGIN_MINUTES,
        },
        {
          name: 'noticeHours',
          label: 'Délai de prévenance (heures)',
          type: 'number',
          min: 1,
          max: 336,
          admin: { description: 'Vide\u00a0: pas de visite le jour même, au plus tôt le jour ouvré suivant.' },
        },
      ],
    },
    {
      name: 'daysOff',
      label: 'Jours sans visite (congés, absences)',
      labels: { singular: 'Absence', plural: 'Absences' },
      type: 'array',
      admin: { components: { RowLabel: '/src/admin/AvailabilityRowLabels#DaysOffRowLabel' } },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'from',
              label: 'Du',
              type: 'date',
              required: true,
              admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
            },
            {
              name: 'to',
              label: 'Au (inclus, vide\u00a0: ce jour seul)',
              type: 'date',
              admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'dd/MM/yyyy' } },
            },
          ],
        },
      ],
    },
    {
      // Computed, never stored: the booked visits that a day off now overlaps (listVisitsOnDaysOff).
      name: 'visitsOnDaysOff',
      label: 'Visites réservées pendant une absence',
      type: 'textarea',
      virtual: true,
      access: { create: () => false, update: () => false },
      hooks: { afterRead: [listVisitsOnDaysOff] },
      admin: { readOnly: true, condition: (_, siblingData) => Boolean(siblingData?.visitsOnDaysOff) },
    },
  ],
}
