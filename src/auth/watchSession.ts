import type pg from 'pg'
import { endedSessions, type LiveSession } from './endedSessions'

/** How often every open live answer's session is checked: well within the 5 s of DESIGN §11. */
const SESSION_CHECK_MS = 2000

type Watched = { session: LiveSession; onEnded: () => void }

const watched = new Set<Watched>()
let timer: ReturnType<typeof setInterval> | null = null
let pool: Pick<pg.Pool, 'query'> | null = null

/** One query for all the sessions this process follows; a failed check ends them all (the browser reconnects and signs in again). */
async function checkAll() {
  if (!pool || !watched.size) return
  const entries = [...watched]
  const ended = await endedSessions(
    pool,
    entries.map((entry) => entry.session),
  ).catch(() => new Set(entries.map((entry) => entry.session)))
  for (const entry of entries) if (ended.has(entry.session) && watched.delete(entry)) entry.onEnded()
  if (!watched.size && timer) {
    clearInterval(timer)
    timer = null
  }
}

/**
 * Follows the session of a long-lived answer (the live lead stream) after its request was
 * authenticated: every SESSION_CHECK_MS, one query per process checks every followed session in the
 * database, which every instance shares, and `onEnded` runs once when the user is deleted, their
 * role changes or the session ends. `holds()` checks this one session at once, before sending data.
 */
export function watchSession(database: Pick<pg.Pool, 'query'>, session: LiveSession, onEnded: () => void) {
  pool = database
  const entry: Watched = { session, onEnded }
  watched.add(entry)
  if (!timer) {
    timer = setInterval(() => void checkAll(), SESSION_CHECK_MS)
    timer.unref()
  }
  const stop = () => {
    watched.delete(entry)
  }
  const holds = async (): Promise<boolean> => {
    const ended = await endedSessions(database, [session]).then(
      (found) => found.size > 0,
      () => true,
    )
    if (ended && watched.delete(entry)) onEnded()
    return !ended
  }
  return { holds, stop }
}
