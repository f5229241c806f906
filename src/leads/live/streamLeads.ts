import { commitTransaction, createLocalReq, initTransaction, type Endpoint, type PayloadRequest, type Where } from 'payload'
import { slugs } from '@collections/slugs'
import { watchSession } from '@/auth/watchSession'
import { postgresOf } from '@/db/postgres'
import { onNewLead } from '@/leads/live/newLeadListener'
import { requireSales } from '../collections/Leads/endpoints/requireSales'

const HEARTBEAT_MS = 25_000
/** How far back each heartbeat looks for leads that were committed but never announced. */
const CATCH_UP_WINDOW_MS = 2 * 60_000
/** The ids a stream remembers having sent, so that no lead is sent twice. */
const SENT_IDS_KEPT = 1000
const encoder = new TextEncoder()

const event = (id: number, data: unknown) => encoder.encode(`id: ${id}\nevent: lead\ndata: ${JSON.stringify(data)}\n\n`)

/**
 * Listing fields only (the stream must not "open" a lead), read on the primary database inside a
 * short transaction: a read replica may not have the lead that was just announced yet.
 */
async function readLeads(req: PayloadRequest, where: Where, limit: number, sort: 'id' | '-id' = 'id') {
  const primary = await createLocalReq({ user: req.user ?? undefined }, req.payload)
  await initTransaction(primary)
  try {
    const { docs } = await req.payload.find({
      collection: slugs.leads,
      where,
      sort,
      depth: 0,
      limit,
      overrideAccess: false,
      user: req.user,
      req: primary,
      select: {
        formOrigin: true,
        name: true,
        email: true,
        phone: true,
        postalCode: true,
        status: true,
        createdAt: true,
        owner: true,
        nextAction: true,
      },
    })
    return docs
  } finally {
    await commitTransaction(primary)
  }
}

/**
 * GET /api/leads/stream: Server-Sent Events announcing each new lead to signed-in sales staff.
 * A reconnecting browser sends Last-Event-ID (or ?since=) and first gets the leads it missed.
 * The NOTIFY is delivered at the lead's commit (recordLeadArrival.ts); a listener that missed it (its
 * connection lost meanwhile) is covered by each heartbeat, which also sends the recent leads not sent yet.
 */
export const leadStreamEndpoint = ({ heartbeatMs = HEARTBEAT_MS } = {}): Endpoint => ({
  path: '/stream',
  method: 'get',
  handler: async (req) => {
    const refused = requireSales(req)
    // (requireSales refuses a request without a user; the second test tells TypeScript so.)
    if (refused || !req.user) return refused ?? Response.json({ message: 'Non authentifié.' }, { status: 401 })
    const databaseUrl = process.env.DATABASE_URL
    if (!databaseUrl) return Response.json({ message: 'Flux indisponible.' }, { status: 503 })

    const since = Number(req.headers.get('last-event-id') ?? new URL(req.url ?? '', 'http://local').searchParams.get('since') ?? NaN)
    let announce: (ids: number[]) => void = () => {}
    let interrupt = () => {}
    // Subscribed before the answer starts: once a dashboard has its first byte, no new lead escapes it.
    const unsubscribe = await onNewLead(
      databaseUrl,
      (ids) => announce(ids),
      () => interrupt(),
    )
    // The request was authenticated once: the stream ends within seconds of the user's session
    // ending or role changing, and checks the session again before it sends any lead.
    const sid = '_sid' in req.user && typeof req.user._sid === 'string' ? req.user._sid : null
    const watch = watchSession(postgresOf(req.payload).pool, { userId: req.user.id, role: req.user.role, sid }, () => interrupt())
    const readIfHeld: typeof readLeads = async (...args) => ((await watch.holds()) ? readLeads(...args) : [])
    let stop = () => {
      watch.stop()
      unsubscribe()
    }
    let open = true
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        const end = () => {
          if (!open) return
          open = false
          stop()
          try {
            controller.close()
          } catch {
            // already closed
          }
        }
        // The browser may leave at any moment: writing after that ends the stream instead of throwing.
        const write = (chunk: Uint8Array) => {
          if (!open) return
          try {
            controller.enqueue(chunk)
          } catch {
            end()
          }
        }
        const sent = new Set<number>()
        const send = (lead: { id: number }) => {
          if (sent.has(lead.id)) return
          sent.add(lead.id)
          if (sent.size > SENT_IDS_KEPT) sent.delete(sent.values().next().value!)
          write(event(lead.id, lead))
        }
        // One read per announcement, however many leads it carries.
        announce = (ids) =>
          void readIfHeld(req, { id: { in: ids } }, ids.length).then(
            (leads) => leads.forEach(send),
            () => undefined,
          )
        // Announcements were lost, or the session ended: ending the stream makes the browser reconnect
        // with the last id it saw; the new stream replays what it missed, or is refused.
        interrupt = end
        write(encoder.encode('retry: 3000\n\n'))
        let lastId = 0
        if (Number.isInteger(since) && since > 0) {
          const missed = await readLeads(req, { id: { greater_than: since } }, 200)
          for (const lead of missed) send(lead)
          lastId = missed.at(-1)?.id ?? since
        } else {
          lastId = (await readLeads(req, {}, 1, '-id'))[0]?.id ?? 0
        }
        // An id without data moves the browser's last event id without firing an event.
        if (lastId) write(encoder.encode(`id: ${lastId}\n\n`))
        const knownUpTo = lastId
        const catchUp = () =>
          readIfHeld(
            req,
            {
              and: [
                { id: { greater_than: knownUpTo } },
                { createdAt: { greater_than: new Date(Date.now() - CATCH_UP_WINDOW_MS).toISOString() } },
              ],
            },
            200,
          ).then(
            (leads) => leads.forEach(send),
            () => undefined,
          )
        const heartbeat = setInterval(() => {
          write(encoder.encode(': ping\n\n'))
          void catchUp()
        }, heartbeatMs)
        stop = () => {
          clearInterval(heartbeat)
          watch.stop()
          unsubscribe()
        }
        req.signal?.addEventListener('abort', end)
      },
      cancel() {
        open = false
        stop()
      },
    })
    return new Response(stream, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      },
    })
  },
})

export const streamLeads = leadStreamEndpoint()
