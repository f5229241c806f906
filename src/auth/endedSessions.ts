import type pg from 'pg'

/** What a live answer (the lead stream) was opened under: the user, the role then, and the token's session. */
export type LiveSession = { userId: number; role: string; sid: string | null }

/**
 * Which of `sessions` no longer hold, in one indexed query: the user is gone, their role is not the
 * one the answer was opened under, or the token's session was ended (sign-out, password or role
 * change: Payload deletes it from users_sessions) or has expired. A token without a session id
 * (Payload's sessions turned off) is followed by its user and role only.
 */
export async function endedSessions(pool: Pick<pg.Pool, 'query'>, sessions: readonly LiveSession[]): Promise<Set<LiveSession>> {
  if (!sessions.length) return new Set()
  const { rows } = await pool.query<{ index: string }>(
    `select watched.index from unnest($1::int[], $2::text[], $3::varchar[]) with ordinality as watched(user_id, role, sid, index)
     left join users on users.id = watched.user_id and users.role::text = watched.role
     left join users_sessions on users_sessions._parent_id = watched.user_id and users_sessions.id = watched.sid
       and users_sessions.expires_at > now()
     where users.id is null or (watched.sid is not null and users_sessions.id is null)`,
    [sessions.map((session) => session.userId), sessions.map((session) => session.role), sessions.map((session) => session.sid)],
  )
  return new Set(rows.map((row) => sessions[Number(row.index) - 1]).filter((session): session is LiveSession => Boolean(session)))
}
