/** Lead statuses in display order, with their French labels and colours. */
export const leadStatuses = ['new', 'to-contact', 'in-progress', 'converted', 'lost', 'invalid'] as const
export type LeadStatus = (typeof leadStatuses)[number]

/**
 * The status groups, one name each, read by every view, export, report and e-mail (the SQL forms are
 * derived from these lists in statusSql.ts, never re-typed).
 * - closed: the work on the lead is over (Converti, Perdu, Invalide); moving there closes its next action.
 * - open: not closed (Nouveau, À contacter, En cours): the reports' "open leads", the digest's leads.
 * - inProgressGroup: the "En cours" counter and filter (À contacter + En cours), leads being worked.
 * - waiting: nobody has answered the lead yet (Nouveau): the digest's new leads, « en attente depuis… ».
 * - notProspects: spam and errors (Invalide), never a real prospect: left out of every conversion rate.
 * - lost: a real prospect who did not buy (Perdu), always with a reason from the manager's list.
 */
export const closedStatuses = ['converted', 'lost', 'invalid'] as const satisfies readonly LeadStatus[]
export const openStatuses: readonly LeadStatus[] = leadStatuses.filter(
  (status) => !(closedStatuses as readonly LeadStatus[]).includes(status),
)
export const inProgressGroup = ['to-contact', 'in-progress'] as const satisfies readonly LeadStatus[]
export const waitingStatuses = ['new'] as const satisfies readonly LeadStatus[]
export const notProspectStatuses = ['invalid'] as const satisfies readonly LeadStatus[]
export const lostStatus = 'lost' satisfies LeadStatus

export const isClosedStatus = (status: unknown): boolean => (closedStatuses as readonly unknown[]).includes(status)
export const isOpenStatus = (status: unknown): boolean => (openStatuses as readonly unknown[]).includes(status)
export const isWaitingStatus = (status: unknown): boolean => (waitingStatuses as readonly unknown[]).includes(status)
export const isLostStatus = (status: unknown): boolean => status === lostStatus

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'Nouveau',
  'to-contact': 'À contacter',
  'in-progress': 'En cours',
  converted: 'Converti',
  lost: 'Perdu',
  invalid: 'Invalide',
}

/** The design's five colours, and slate for Perdu: apart from all five, its text 4.5:1 or more on its background. */
export const leadStatusColours: Record<LeadStatus, 'green' | 'blue' | 'yellow' | 'purple' | 'slate' | 'red'> = {
  new: 'green',
  'to-contact': 'blue',
  'in-progress': 'yellow',
  converted: 'purple',
  lost: 'slate',
  invalid: 'red',
}

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  typeof value === 'string' && (leadStatuses as readonly string[]).includes(value)
