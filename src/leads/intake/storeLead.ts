import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { slugs } from '@collections/slugs'
import { postgresOf } from '@/db/postgres'
import { transactionDb } from '@/db/transactionDb'
import { addressBlock } from '@/http/addressBlock'
import type { NewLead } from './leadRow'
import type { Replay } from './replayAnswer'

/**
 * Who sent a submission id first: a row of rate_limits (the table of per-address request records, pruned
 * after a day like the address's hits) keyed by the id and the client's address (an IPv6 one as its /64, whose
 * privacy addresses rotate). A replay from that address within the day gets the first answer again; from any
 * other, no lead and no token (replayAnswer.ts).
 */
const senderKey = (submissionId: string | null | undefined, ip: string | null) =>
  submissionId && ip ? `submission:${submissionId}:${addressBlock(ip)}` : null

/** A stored submission: the new lead's id, or the lead a replayed submission id names. */
export type StoredSubmission = { id: number; replay: Replay | null }

/** The lead a submission id already stored, when it was sent, and whether `sender` sent it. */
async function storedEarlier(payload: Payload, submissionId: string | null | undefined, sender: string | null): Promise<Replay | null> {
  if (!submissionId) return null
  const stored = await postgresOf(payload).pool.query<{ id: number; submitted_at: Date | null; created_at: Date; same_client: boolean }>(
    `select id, proof_submitted_at as submitted_at, created_at, exists (select 1 from rate_limits where key = $2) as same_client
     from leads where submission_id = $1`,
    [submissionId, sender],
  )
  const first = stored.rows[0]
  return first ? { id: first.id, submittedAt: first.submitted_at ?? first.created_at, sameClient: first.same_client } : null
}

/**
 * Payload's commit does not report a COMMIT that failed (the database stopped or its connection was cut between
 * the insert and the commit): the lead is read back before it is acknowledged, so a failure is an error the
 * sender retries, never a « merci » for a lead that is not stored.
 */
async function assertStored(payload: Payload, id: number): Promise<void> {
  const found = await postgresOf(payload).pool.query('select 1 from leads where id = $1', [id])
  if (found.rowCount !== 1) throw new Error(`Lead ${id} was not committed`)
}

/**
 * Stores a lead sent from the site, once, through Payload's create like every lead: the collection's hooks
 * give it its owner (the admin's rule), its history, its e-mail jobs and its announcement to open dashboards,
 * in one transaction with the record of who sent its submission id. A sending already stored (a retry, or
 * two sendings of one id at once: the submission id is unique) gives back the lead it created.
 */
export async function storeSubmission(payload: Payload, lead: NewLead, ip: string | null): Promise<StoredSubmission> {
  const sender = senderKey(lead.submissionId, ip)
  const earlier = await storedEarlier(payload, lead.submissionId, sender)
  if (earlier) return { id: earlier.id, replay: earlier }
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const created = await payload.create({ collection: slugs.leads, data: lead, req, overrideAccess: true, depth: 0 })
    if (sender) {
      const db = await transactionDb(req)
      await db.execute(sql`insert into rate_limits (key, window_start, hits, updated_at, created_at)
        values (${sender}, now(), 1, now(), now()) on conflict (key, window_start) do nothing`)
    }
    await commitTransaction(req)
    await assertStored(payload, created.id)
    return { id: created.id, replay: null }
  } catch (error) {
    await killTransaction(req)
    const raced = await storedEarlier(payload, lead.submissionId, sender)
    if (raced) return { id: raced.id, replay: raced }
    throw error
  }
}

/** Stores a lead as the site's forms do, from no known address: its id (the seed, imports, tests). */
export const storeLead = async (payload: Payload, lead: NewLead): Promise<number> => (await storeSubmission(payload, lead, null)).id
