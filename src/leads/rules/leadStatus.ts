/** Lead statuses in display order, with their French labels and colours. */
export const leadStatuses = ['new', 'to-contact', 'in-progress', 'converted', 'invalid'] as const
export type LeadStatus = (typeof leadStatuses)[number]

/**
 * The status groups, one name each, read by every view, export, report and e-mail (the SQL forms are
 * derived from these lists in statusSql.ts, never re-typed).
 * - closed: the work on the lead is over (Converti, Invalide); moving there closes its next action.
 * - open: not closed (Nouveau, À contacter, En cours): the reports' "open leads", the digest's leads.
 * - inProgressGroup: the "En cours" counter and filter (À contacter + En cours), leads being worked.
 * - waiting: nobody has answered the lead yet (Nouveau): the digest's new leads, « en attente depuis… ».
 */
export const closedStatuses = ['converted', 'invalid'] as const satisfies readonly LeadStatus[]
export const openStatuses: readonly LeadStatus[] = leadStatuses.filter(
  (status) => !(closedStatuses as readonly LeadStatus[]).includes(status),
)
export const inProgressGroup = ['to-contact', 'in-progress'] as const satisfies readonly LeadStatus[]
export const waitingStatuses = ['new'] as const satisfies readonly LeadStatus[]

export const isClosedStatus = (status: unknown): boolean => (closedStatuses as readonly unknown[]).includes(status)
export const isOpenStatus = (status: unknown): boolean => (openStatuses as readonly unknown[]).includes(status)
export const isWaitingStatus = (status: unknown): boolean => (waitingStatuses as readonly unknown[]).includes(status)

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
