import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import { postgresOf } from '@/db/postgres'
import { lostStatus, notProspectStatuses } from '@/leads/rules/leadStatus'
import { OPEN_STATUSES_SQL, statusInSql } from '@/leads/rules/statusSql'
import type { ReportRange } from './reportRange'

/** Rows as the aggregate queries return them; shaped by shapeReport. */
export type WeekCount = { week: string; key: string | null; count: number }
type OriginOutcome = { origin: string; total: number; converted: number; lost: number; invalid: number }
/** Perdu leads of the period by reason (key: the reason's id, '' for a lead lost before reasons were asked). */
type LostReasonRow = { key: string; label: string | null; position: string | null; count: number }
export type ResponseRow = { key: string; label: string | null; leads: number; responded: number; median: number | null }
type AgeRow = { bucket: number; count: number }
/** A lead of the period whose visitor booked the visit online: its form, its source, and the minutes from lead to visit. */
export type BookedLead = { origin: string; source: string; minutes: number }
export type ReportRows = {
  byOrigin: WeekCount[]
  bySource: WeekCount[]
  outcomes: OriginOutcome[]
  lostReasons: LostReasonRow[]
  responseByWeek: ResponseRow[]
  responseByOwner: ResponseRow[]
  openByAge: AgeRow[]
  bookedOnline: BookedLead[]
}

/** Sources a report names one by one; the others are counted together (a referrer is whatever a visitor sent). */
const TOP_SOURCES = 8
/** Upper bounds of the age buckets of open leads, in days; the last bucket has none. */
export const AGE_BUCKET_DAYS = [2, 7, 30, 90] as const

const ZONE = 'Europe/Paris'

/** Leads received in the period: from the first day's midnight in Paris to the end of the last day. */
const inRange = ({ from, to }: ReportRange): SQL =>
  sql`l.created_at >= (${from}::date)::timestamp at time zone ${ZONE} and l.created_at < (${to}::date + 1)::timestamp at time zone ${ZONE}`
const week = sql`to_char(date_trunc('week', l.created_at at time zone ${ZONE}), 'YYYY-MM-DD')`

/**
 * A lead's source: 'utm:source / medium' when tagged, else 'ref:domain' of its referrer, else '' (direct).
 * Lower-cased, so "Google" and "google" are one source.
 */
const source = sql`case
  when coalesce(l.source_utm_source, '') <> '' then 'utm:' || lower(l.source_utm_source) || ' / ' || coalesce(nullif(lower(l.source_utm_medium), ''), '-')
  when coalesce(l.source_referrer, '') <> '' then 'ref:' || coalesce(substring(lower(l.source_referrer) from '^[a-z][a-z0-9+.-]*://(?:www\\.)?([^/:?#]+)'), lower(l.source_referrer))
  else '' end`

/**
 * First response: the lead's first_response_at, the owner's first contact as the dashboard, the list, the
 * CSV and the summary read it (stamped once by the owner's opening or done activity: see firstResponse.ts).
 */
const responded = (range: ReportRange) => sql`
  select l.created_at, l.owner_id, l.first_response_at as first_response
  from leads l
  where ${inRange(range)}`

// Leads not yet answered are left out (greatest() would read their null as 0).
const medianMinutes = sql`percentile_cont(0.5) within group (order by greatest(0, extract(epoch from r.first_response - r.created_at) / 60)) filter (where r.first_response is not null)`

type Rows<T> = { rows: T[] }

/** The report's figures, each one aggregate query over the leads of the period (open leads by age: all of them, now). */
export async function reportRows(payload: Payload, range: ReportRange): Promise<ReportRows> {
  const { drizzle } = postgresOf(payload)
  const run = async <T>(query: SQL) => ((await drizzle.execute(query)) as unknown as Rows<T>).rows
  const [byOrigin, bySource, outcomes, lostReasons, responseByWeek, responseByOwner, openByAge, bookedOnline] = await Promise.all([
    run<WeekCount>(sql`
      select ${week} as week, l.form_origin::text as key, count(*)::int as count
      from leads l where ${inRange(range)} group by 1, 2`),
    run<WeekCount>(sql`
      with sourced as (select ${week} as week, ${source} as source from leads l where ${inRange(range)}),
      top as (select source from sourced group by source order by count(*) desc, source limit ${TOP_SOURCES})
      select s.week, top.source as key, count(*)::int as count
      from sourced s left join top on top.source = s.source group by 1, 2`),
    run<OriginOutcome>(sql`
      select l.form_origin::text as origin, count(*)::int as total,
        (count(*) filter (where l.status = 'converted'))::int as converted,
        (count(*) filter (where l.status = ${lostStatus}))::int as lost,
        (count(*) filter (where ${sql.raw(statusInSql(notProspectStatuses, 'l.status'))}))::int as invalid
      from leads l where ${inRange(range)} group by 1`),
    run<LostReasonRow>(sql`
      select coalesce(l.lost_reason_id::text, '') as key, r.label, r._order as position, count(*)::int as count
      from leads l left join lost_reasons r on r.id = l.lost_reason_id
      where ${inRange(range)} and l.status = ${lostStatus} group by 1, 2, 3`),
    run<ResponseRow>(sql`
      select to_char(date_trunc('week', r.created_at at time zone ${ZONE}), 'YYYY-MM-DD') as key, null as label,
        count(*)::int as leads, count(r.first_response)::int as responded, ${medianMinutes} as median
      from (${responded(range)}) r group by 1`),
    run<ResponseRow>(sql`
      select coalesce(r.owner_id::text, '') as key, coalesce(nullif(trim(u.name), ''), u.email) as label,
        count(*)::int as leads, count(r.first_response)::int as responded, ${medianMinutes} as median
      from (${responded(range)}) r left join users u on u.id = r.owner_id group by 1, 2`),
    run<AgeRow>(sql`
      select width_bucket(extract(epoch from now() - l.created_at) / 86400, array[${sql.join(
        AGE_BUCKET_DAYS.map((days) => sql`${days}::float8`),
        sql`, `,
      )}]) as bucket, count(*)::int as count
      from leads l where ${sql.raw(`l.${OPEN_STATUSES_SQL}`)} group by 1`),
    // Driven by the visits (few) rather than the leads: each lead of the period its visitor booked online, once.
    run<BookedLead>(sql`
      select distinct on (v.lead_id) l.form_origin::text as origin, ${source} as source,
        (extract(epoch from v.starts_at - l.created_at) / 60)::float8 as minutes
      from visits v join leads l on l.id = v.lead_id
      where v.booked_by = 'visitor' and ${inRange(range)}
      order by v.lead_id, v.created_at`),
  ])
  return { byOrigin, bySource, outcomes, lostReasons, responseByWeek, responseByOwner, openByAge, bookedOnline }
}
