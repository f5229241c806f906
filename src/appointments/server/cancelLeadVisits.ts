import type { BookedVisit } from '@/appointments/rules/keptVisit'
import { describeNextAction } from '@/leads/rules/nextAction'
import type { SqlQuery } from '@/db/transactionQuery'
import { cancelVisitSql, cancelVisitValues } from './visitSql'

/** The booked visits of some leads, with the lead each belongs to. */
export async function bookedVisitsOf(db: SqlQuery, leadIds: readonly number[]): Promise<(BookedVisit & { leadId: number })[]> {
  // Dates as Date or as text: a transaction's rows (transactionQuery) keep PostgreSQL's text.
  const { rows } = await db.query<{ id: number; lead_id: number; starts_at: Date | string; ends_at: Date | string }>(
    `select id, lead_id, starts_at, ends_at from visits where lead_id = any($1::int[]) and status = 'booked' order by starts_at`,
    [leadIds],
  )
  return rows.map((row) => ({ id: row.id, leadId: row.lead_id, start: new Date(row.starts_at), end: new Date(row.ends_at) }))
}

/**
 * Cancels a visit as the visitor's cancel does (visitSql.ts: slot free at once, SEQUENCE + 1, the lead's
 * next action cleared, the e-mails with METHOD:CANCEL queued), with `reason` as the next action's new text
 * in the lead's history, and `cancellationReason` kept on the visit. `author` null: the system (an erasure job).
 * False when the visit was no longer booked.
 */
export async function cancelWithReason(
  db: SqlQuery,
  visitId: number,
  author: number | null,
  reason: string,
  cancellationReason: string | null = null,
): Promise<boolean> {
  const { rows } = await db.query<{ type: string | null; due: Date | string | null; note: string | null }>(
    `select next_action_type as type, next_action_due_at as due, next_action_note as note
     from leads where id = (select lead_id from visits where id = $1)`,
    [visitId],
  )
  const action = rows[0]
  const { rows: cancelled } = await db.query(
    cancelVisitSql,
    cancelVisitValues({
      visit: visitId,
      author,
      actionBefore: describeNextAction(
        action && { type: action.type, dueAt: action.due ? new Date(action.due).toISOString() : null, note: action.note },
      ),
      actionAfter: reason,
      reason: cancellationReason,
    }),
  )
  return cancelled.length > 0
}
