import pg from 'pg'
import { announcedLeadIds, NEW_LEAD_CHANNEL } from './leadChannel'

type Listener = (leadIds: number[]) => void
type Subscriber = { onLead: Listener; onInterrupted: () => void }

const subscribers = new Set<Subscriber>()
let client: pg.Client | null = null
let connecting: Promise<void> | null = null

/**
 * One LISTEN connection per app process, shared by all open dashboards. When it drops, the
 * notifications sent meanwhile are lost: every subscriber is told, so that it can catch up from
 * the database, and the connection is reopened for those still listening.
 */
async function connect(databaseUrl: string) {
  const next = new pg.Client({ connectionString: databaseUrl })
  next.on('notification', (message) => {
    const ids = announcedLeadIds(message.payload)
    if (ids.length > 0) for (const subscriber of subscribers) subscriber.onLead(ids)
  })
  let lost = false
  const onLost = () => {
    if (lost || client !== next) return
    lost = true
    client = null
    next.end().catch(() => undefined)
    for (const subscriber of [...subscribers]) subscriber.onInterrupted()
    if (subscribers.size) setTimeout(() => void ensureConnected(databaseUrl).catch(() => undefined), 1000)
  }
  next.on('error', onLost)
  next.on('end', onLost)
  await next.connect()
  await next.query(`listen ${NEW_LEAD_CHANNEL}`)
  client = next
}

function ensureConnected(databaseUrl: string) {
  if (client) return Promise.resolve()
  connecting ??= connect(databaseUrl).finally(() => {
    connecting = null
  })
  return connecting
}

/**
 * Calls `onLead` with the ids of every announcement of leads committed from now on, on any app instance, and
 * `onInterrupted` if the shared connection drops (leads committed meanwhile are not announced).
 */
export async function onNewLead(databaseUrl: string, onLead: Listener, onInterrupted: () => void = () => {}): Promise<() => void> {
  const subscriber = { onLead, onInterrupted }
  subscribers.add(subscriber)
  await ensureConnected(databaseUrl)
  return () => {
    subscribers.delete(subscriber)
    if (!subscribers.size && client) {
      const closing = client
      client = null
      void closing.end().catch(() => undefined)
    }
  }
}
