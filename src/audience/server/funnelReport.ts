import { sql } from '@payloadcms/db-postgres'
import type { SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import { postgresOf } from '@/db/postgres'
import type { ReportRange } from '@/leads/reports/reportRange'
import { formOrigins } from '@/rules/formOrigins'
import { type CountRow, type Funnels, type OutcomeRow, shapeFunnels } from '../rules/funnelShape'

const ZONE = 'Europe/Paris'

/** Leads received in the period, from the first day's midnight in Paris to the end of the last day (as the reports). */
const leadsInRange = ({ from, to }: ReportRange): SQL =>
  sql`l.created_at >= (${from}::date)::timestamp at time zone ${ZONE} and l.created_at < (${to}::date + 1)::timestamp at time zone ${ZONE}`

/** A lead's source as the measurement names a visit's: its campaign's source, else its referrer's host (no www.), else ''. */
const leadSource = sql`coalesce(nullif(lower(l.source_utm_source), ''),
  substring(lower(l.source_referrer) from '^[a-z][a-z0-9+.-]*://(?:www\\.)?([^/:?#]+)'), '')`

type Rows<T> = { rows: T[] }

/**
 * The funnels of a period, two aggregate queries: the day's counters (at most days × pages × steps × sources rows, never
 * one per visit), and the period's leads with their visits booked and their outcome, by form, page and source.
 */
export async function funnelReport(payload: Payload, range: ReportRange): Promise<Funnels> {
  const { drizzle } = postgresOf(payload)
  const run = async <T>(query: SQL) => ((await drizzle.execute(query)) as unknown as Rows<T>).rows
  const [counts, outcomes] = await Promise.all([
    run<CountRow>(sql`
      select form, path, step::int as step, source, medium, campaign, kind::text as kind, sum(count)::int as count
      from audience_counts where day >= ${range.from} and day <= ${range.to}
      group by 1, 2, 3, 4, 5, 6, 7`),
    run<OutcomeRow>(sql`
      select l.form_origin::text as form, coalesce(l.source_page, '') as path, ${leadSource} as source,
        coalesce(lower(l.source_utm_medium), '') as medium, coalesce(lower(l.source_utm_campaign), '') as campaign,
        count(*)::int as leads,
        (count(*) filter (where exists (select 1 from visits v where v.lead_id = l.id)))::int as "visitsBooked",
        (count(*) filter (where l.status = 'converted'))::int as won,
        (count(*) filter (where l.status = 'lost'))::int as lost,
        case when l.status = 'lost' then r.label end as "lostReason"
      from leads l left join lost_reasons r on r.id = l.lost_reason_id
      where ${leadsInRange(range)} and not coalesce(l.suspected_spam, false)
      group by 1, 2, 3, 4, 5, 10`),
  ])
  return shapeFunnels(counts, outcomes, formOrigins)
}
