import pg from 'pg'
import { NEW_LEAD_CHANNEL } from './leadChannel'

type Listener = (leadId: number) => void

const listeners = new Set<Listener>()
let client: pg.Client | null = null
let connecting: Promise<void> | null = null

/** One LISTEN connection per app process, shared by all open dashboards; reopened when it drops. */
async function connect(databaseUrl: string) {
  const next = new pg.Client({ connectionString: databaseUrl })
  next.on('notification', (message) => {
    const id = Number(message.payload)
    if (Number.isInteger(id)) for (const listener of listeners) listener(id)
  })
  next.on('error', () => {
    client = null
    next.end().catch(() => undefined)
    if (listeners.size) setTimeout(() => void ensureConnected(databaseUrl), 1000)
  })
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

/** Calls `listener` with the id of every lead committed from now on, on any app instance. */
export async function onNewLead(databaseUrl: string, listener: Listener): Promise<() => void> {
  listeners.add(listener)
  await ensureConnected(databaseUrl)
  return () => {
    listeners.delete(listener)
    if (!listeners.size && client) {
      const closing = client
      client = null
      void closing.end().catch(() => undefined)
    }
  }
}
