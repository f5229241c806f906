import { isLostStatus } from './leadStatus'

/** The reasons a new database starts with; the manager edits the list afterwards (Motifs de perte). */
export const seedLostReasons = ['Prix', 'Délai', 'Concurrent', 'Pas de financement', 'Injoignable', 'Projet abandonné'] as const

export const LOST_REASON_REQUIRED = 'Choisissez le motif de la perte.'

const hasValue = (reason: unknown) => reason !== null && reason !== undefined && reason !== ''

/**
 * A lead is Perdu only with a reason (the reports count them); a lead in any other status keeps none, so
 * a lead taken back from Perdu no longer counts as lost for a reason.
 */
export function lostReasonProblem(status: unknown, reason: unknown): string | null {
  return isLostStatus(status) && !hasValue(reason) ? LOST_REASON_REQUIRED : null
}

/** The reason a lead keeps after a change of status: its own while Perdu, none otherwise. */
export const keptLostReason = <T>(status: unknown, reason: T): T | null => (isLostStatus(status) ? reason : null)
