import type { RelationshipField, Validate } from 'payload'
import { fieldHasRole } from '@/access/roles'
import { lostReasonProblem } from '@/leads/rules/lostReason'
import { slugs } from '@collections/slugs'

type StatusData = { status?: unknown } | undefined

/** Perdu needs a reason, whoever sets it (dashboard, board, admin, API): the status is read as it will be stored. */
const reasonWhenLost: Validate = (value, { data, siblingData }) => {
  const status = (siblingData as StatusData)?.status ?? (data as StatusData)?.status
  return lostReasonProblem(status, value) ?? true
}

/** Why a Perdu lead was lost: one of the manager's reasons (Motifs de perte); emptied when the lead leaves Perdu. */
export const lostReasonField: RelationshipField = {
  name: 'lostReason',
  label: 'Motif de perte',
  type: 'relationship',
  relationTo: slugs.lostReasons,
  index: true,
  validate: reasonWhenLost,
  access: { create: fieldHasRole('admin', 'sales'), update: fieldHasRole('admin', 'sales') },
  admin: { position: 'sidebar', condition: (data) => data?.status === 'lost' },
}
