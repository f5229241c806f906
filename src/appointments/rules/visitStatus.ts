/** A visit is booked until cancelled; a cancelled one frees its slot. */
export const visitStatuses = ['booked', 'cancelled'] as const
export type VisitStatus = (typeof visitStatuses)[number]

export const visitStatusLabels: Record<VisitStatus, string> = { booked: 'Réservée', cancelled: 'Annulée' }

/** Who booked, moved or cancelled a visit: the visitor online, or a staff member. */
export const visitBookers = ['visitor', 'staff'] as const
export type VisitBooker = (typeof visitBookers)[number]

export const visitBookerLabels: Record<VisitBooker, string> = { visitor: 'Le visiteur, en ligne', staff: 'L’équipe' }

/** The invitation's UID (RFC 5545): one per visit, kept through its moves and cancellation. */
export const visitUid = (visitId: number) => `visite-${visitId}@combles-nord.fr`
