import type pg from 'pg'
import { actionDueStatuses } from '@/leads/rules/nextAction'
import { statusInSql } from '@/leads/rules/statusSql'
import type { AgendaAction, AgendaVisit } from '../rules/agendaEvents'

/** How far back the agenda goes (a week's visits stay readable), and how much it holds at most. */
const PAST_DAYS = 30
const MOST = 2000

/**
 * A person's visits (booked or cancelled, from 30 days ago) and their leads' next actions still due, or the
 * whole team's for a manager (`team`); erased leads are left out.
 */
export async function loadAgenda(pool: Pick<pg.Pool, 'query'>, userId: number, team: boolean) {
  const [visits, actions] = await Promise.all([
    pool.query<{
      id: number
      lead_id: number
      starts_at: Date
      ends_at: Date
      status: string
      sequence: number
      updated_at: Date
      name: string
      phone: string | null
      postal_code: string | null
      owner: string | null
    }>(
      `select visits.id, visits.lead_id, visits.starts_at, visits.ends_at, visits.status, visits.sequence::int as sequence,
         visits.updated_at, leads.name, leads.phone, leads.postal_code, coalesce(nullif(trim(users.name), ''), users.email) as owner
       from visits join leads on leads.id = visits.lead_id join users on users.id = visits.owner_id
       where ($2 or visits.owner_id = $1) and visits.ends_at > now() - make_interval(days => ${PAST_DAYS})
         and leads.anonymised_at is null
       order by visits.starts_at limit ${MOST}`,
      [userId, team],
    ),
    pool.query<{ id: number; type: string; due_at: Date; note: string | null; updated_at: Date; name: string; phone: string | null }>(
      `select id, next_action_type as type, next_action_due_at as due_at, next_action_note as note, updated_at, name, phone
       from leads
       where ($2 or owner_id = $1) and next_action_type is not null and next_action_due_at is not null
         and ${statusInSql(actionDueStatuses)} and anonymised_at is null
         and next_action_due_at > now() - make_interval(days => ${PAST_DAYS})
       order by next_action_due_at limit ${MOST}`,
      [userId, team],
    ),
  ])
  return {
    visits: visits.rows.map((row): AgendaVisit => ({
      id: row.id,
      leadId: row.lead_id,
      start: row.starts_at,
      end: row.ends_at,
      cancelled: row.status === 'cancelled',
      sequence: row.sequence,
      updatedAt: row.updated_at,
      customer: row.name,
      phone: row.phone ?? '',
      postalCode: row.postal_code ?? '',
      owner: team ? row.owner : null,
    })),
    actions: actions.rows.map((row): AgendaAction => ({
      leadId: row.id,
      type: row.type,
      dueAt: row.due_at,
      note: row.note ?? '',
      updatedAt: row.updated_at,
      customer: row.name,
      phone: row.phone ?? '',
    })),
  }
}
