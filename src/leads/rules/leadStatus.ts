/** Lead statuses in display order, with their French labels and colours. */
export const leadStatuses = ['new', 'to-contact', 'in-progress', 'converted', 'invalid'] as const
export type LeadStatus = (typeof leadStatuses)[number]

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'Nouveau',
  'to-contact': 'À contacter',
  'in-progress': 'En cours',
  converted: 'Converti',
  invalid: 'Invalide',
}

export const leadStatusColours: Record<LeadStatus, 'green' | 'blue' | 'yellow' | 'purple' | 'red'> = {
  new: 'green',
  'to-contact': 'blue',
  'in-progress': 'yellow',
  converted: 'purple',
  invalid: 'red',
}

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === 'string' && (leadStatuses as readonly string[]).includes(value)
