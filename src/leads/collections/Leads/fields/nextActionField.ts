import type { CheckboxField, GroupField } from 'payload'
import { fieldHasRole } from '@/access/roles'
import { nextActionTypeLabels, nextActionTypes } from '@/leads/rules/nextAction'

const staffOnly = { create: fieldHasRole('admin', 'sales'), update: fieldHasRole('admin', 'sales') }

/**
 * What is planned next on an open lead: a type, a due date and time, a note. A type needs a due date
 * and a due date a type; moving the lead to Perdu or Invalide clears it, to Converti unless kept (closeNextAction).
 */
export const nextActionField: GroupField = {
  name: 'nextAction',
  label: 'Prochaine action',
  type: 'group',
  admin: { position: 'sidebar' },
  fields: [
    {
      name: 'type',
      label: 'Type',
      type: 'select',
      access: staffOnly,
      options: nextActionTypes.map((value) => ({ value, label: nextActionTypeLabels[value] })),
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
        if (value && !(nextActionTypes as readonly unknown[]).includes(value)) return 'Type de prochaine action inconnu.'
        return value || !siblingData?.dueAt ? true : 'Choisissez le type de la prochaine action.'
      },
    },
    {
      name: 'dueAt',
      label: 'Échéance',
      type: 'date',
      index: true,
      access: staffOnly,
      admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd/MM/yyyy HH:mm' } },
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
        if (value && Number.isNaN(Date.parse(String(value)))) return 'Date d’échéance invalide.'
        return value || !siblingData?.type ? true : 'Indiquez la date et l’heure de la prochaine action.'
      },
    },
    {
      name: 'note',
      label: 'Note',
      type: 'textarea',
      maxLength: 1000,
      access: staffOnly,
      validate: (value: unknown) =>
        value === null ||
        value === undefined ||
        (typeof value === 'string' && value.length <= 1000) ||
        'La note ne peut pas dépasser 1 000 caractères.',
    },
    {
      // The due time whose reminder went out (remindDueActions): set by that job alone, so that each
      // due time is reminded once, and a postponed action again at its new time.
      name: 'remindedAt',
      type: 'date',
      access: { create: () => false, update: () => false, read: fieldHasRole('admin') },
      admin: { hidden: true },
    },
  ],
}

/**
 * Sent with a move to Converti when the salesperson keeps the lead's next action (the dashboard asks): stored
 * nowhere, read by closeNextAction. Without it, Converti clears the action.
 */
export const keepNextActionField: CheckboxField = {
  name: 'keepNextAction',
  type: 'checkbox',
  virtual: true,
  access: staffOnly,
  admin: { hidden: true },
}
