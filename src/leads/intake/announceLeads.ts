import type pg from 'pg'
import { announcementOf, MAX_IDS_PER_ANNOUNCEMENT, NEW_LEAD_CHANNEL } from '../live/leadChannel'
import { leadAnnouncementSql } from './leadArrivalSql'

type Queryable = Pick<pg.Pool, 'query'>
type Announcements = { ids: number[]; sending: boolean }

const pendingByPool = new WeakMap<Queryable, Announcements>()

/**
 * Tells open dashboards on every instance (src/leads/live) that a lead was committed: a NOTIFY in a statement
 * of its own, after the lead's (inside the storing transaction, PostgreSQL committed the stores one at a time).
 * A notifying commit is itself serialised by PostgreSQL, WAL flush included, so leads committed while one
 * announcement is on its way go together in the next one instead of queueing one commit each.
 * The visitor's answer does not wait for it. A failure leaves the leads stored and unannounced: open dashboards
 * get them at their stream's next heartbeat (src/leads/live/streamLeads.ts).
 */
export function announceLead(pool: Queryable, id: number): void {
  let pending = pendingByPool.get(pool)
  if (!pending) pendingByPool.set(pool, (pending = { ids: [], sending: false }))
  pending.ids.push(id)
  if (pending.sending) return
  pending.sending = true
  void sendPending(pool, pending)
}

/** Sends the pending ids, a batch at a time, until none is left. */
async function sendPending(pool: Queryable, pending: Announcements) {
  const nextBatch = () => pending.ids.splice(0, MAX_IDS_PER_ANNOUNCEMENT)
  for (let ids = nextBatch(); ids.length > 0; ids = nextBatch()) {
    try {
      await pool.query({ name: 'announce-leads', text: leadAnnouncementSql, values: [NEW_LEAD_CHANNEL, announcementOf(ids)] })
    } catch (error) {
      console.error(`New leads stored but not announced: ${announcementOf(ids)}`, error)
    }
  }
  pending.sending = false
}
