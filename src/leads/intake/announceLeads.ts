import type pg from 'pg'
import { announcementOf, MAX_IDS_PER_ANNOUNCEMENT, NEW_LEAD_CHANNEL } from '../live/leadChannel'
import { leadAnnouncementSql } from './leadArrivalSql'

type Queryable = Pick<pg.Pool, 'query'>
type Announcements = { ids: number[]; sent: Promise<void> | null }

const pendingByPool = new WeakMap<Queryable, Announcements>()

/**
 * Tells open dashboards on every instance (src/leads/live) that a lead was committed: a NOTIFY in a statement
 * of its own, after the lead's (inside the storing transaction, PostgreSQL committed the stores one at a time).
 * A notifying commit is itself serialised by PostgreSQL, WAL flush included, so leads committed while one
 * announcement is on its way go together in the next one instead of queueing one commit each.
 * Resolves once the lead's announcement is sent; the visitor's answer does not wait for it. A failure leaves
 * the leads stored and unannounced: open dashboards get them at their stream's next heartbeat
 * (src/leads/live/streamLeads.ts).
 */
export function announceLead(pool: Queryable, id: number): Promise<void> {
  let pending = pendingByPool.get(pool)
  if (!pending) pendingByPool.set(pool, (pending = { ids: [], sent: null }))
  pending.ids.push(id)
  pending.sent ??= sendPending(pool, pending)
  return pending.sent
}

/** Sends the pending ids until none is left, then makes way for the next arrival's sending, in the same step. */
async function sendPending(pool: Queryable, pending: Announcements) {
  // Nothing before the caller has recorded this sending (a query failing at once would otherwise end it first).
  await Promise.resolve()
  for (;;) {
    const ids = pending.ids.splice(0, MAX_IDS_PER_ANNOUNCEMENT)
    if (ids.length === 0) {
      pending.sent = null
      return
    }
    try {
      await pool.query({ name: 'announce-leads', text: leadAnnouncementSql, values: [NEW_LEAD_CHANNEL, announcementOf(ids)] })
    } catch (error) {
      console.error(`New leads stored but not announced: ${announcementOf(ids)}`, error)
    }
  }
}
