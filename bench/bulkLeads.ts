import pg from 'pg'
import { formOrigins } from '../src/rules/formOrigins'
import { leadStatuses } from '../src/leads/rules/leadStatus'

const BATCH = 10_000

const firstNames = [
  'Claire',
  'Julien',
  'Sophie',
  'Thomas',
  'Camille',
  'Nicolas',
  'Marie',
  'Antoine',
  'Laura',
  'Mathieu',
  'Pauline',
  'Hugo',
  'Emma',
  'Lucas',
  'Chloé',
  'Maxime',
  'Léa',
  'Pierre',
  'Manon',
  'Louis',
]
const lastNames = [
  'Martin',
  'Bernard',
  'Dubois',
  'Durand',
  'Lefebvre',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Legrand',
  'Garnier',
  'Faure',
  'Rousseau',
]
// Northern France, where the company works.
const departments = ['59', '62', '80', '60', '02', '76', '27', '95', '14', '51']

const literal = (values: readonly string[]) => `array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ')}]`

/**
 * One batch of leads numbered `from`..`to`, in one INSERT ... SELECT over generate_series. Values
 * come from the number through cheap modular hashes (i * prime % n), so that neighbouring rows differ and a
 * rerun gives the same rows: five statuses, eight origins, twenty x thirty names, two years of dates.
 */
const batchSql = `
with names as (select ${literal(firstNames)} as firsts, ${literal(lastNames)} as lasts, ${literal(departments)} as departments),
numbered as (
  select i,
    firsts[(1 + (i * 7) % ${firstNames.length})::int] as first,
    lasts[(1 + (i * 13) % ${lastNames.length})::int] as last,
    departments[(1 + (i * 3) % ${departments.length})::int] || lpad(((i * 37) % 1000)::text, 3, '0') as postal_code,
    '06' || lpad(((i * 7919) % 100000000)::text, 8, '0') as phone_digits,
    now() - ((i * 104729) % (730 * 24 * 60)) * interval '1 minute' as created_at,
    (${literal(leadStatuses)})[(1 + (i * 11) % ${leadStatuses.length})::int] as status,
    (${literal(formOrigins)})[(1 + (i * 17) % ${formOrigins.length})::int] as form_origin,
    -- One lead in (owners + 1) is nobody's; the others go round the owners.
    ($3::int[])[(1 + (i * 5) % (cardinality($3::int[]) + 1))::int] as owner_id,
    (array['google', 'facebook', 'newsletter', null, null, null])[(1 + (i * 19) % 6)::int] as utm_source,
    (array['https://www.bing.com/', 'https://www.leboncoin.fr/annonce', null, null])[(1 + (i * 23) % 4)::int] as referrer
  from generate_series($1::bigint, $2::bigint) as i, names
)
insert into leads (form_origin, status, name, email, phone, phone_key, postal_code, message, form_data,
  source_page, proof_form_version, proof_page, proof_submitted_at, proof_marketing_consent, suspected_spam,
  first_opened_at, first_response_at, updated_at, created_at, owner_id, source_utm_source, source_utm_medium, source_referrer)
select form_origin::enum_leads_form_origin, status::enum_leads_status, first || ' ' || last,
  translate(lower(first || '.' || last || '.' || i || '@example.fr'), 'éèêç', 'eeec'),
  regexp_replace(phone_digits, '(..)(?=.)', '\\1 ', 'g'), phone_digits, postal_code,
  'Bonjour, je voudrais un devis pour mon projet.', jsonb_build_object('name', first || ' ' || last, 'postalCode', postal_code),
  '/contact', '1', '/contact', created_at, i % 3 = 0, status = 'invalid' and i % 2 = 0,
  case when status = 'new' then null else created_at + ((i * 31) % 2880) * interval '1 minute' end,
  case when status = 'new' then null else created_at + ((i * 31) % 2880) * interval '1 minute' end,
  created_at + ((i * 31) % 2880) * interval '1 minute', created_at,
  owner_id, utm_source, case when utm_source is not null then 'cpc' end, referrer
from numbered`

/**
 * Deletes every lead, with its history, notes and activities. The throughput part
 * stores tens of thousands of today's leads: left there, they would join the dashboard's set and the reports'
 * period, and the dashboard would no longer be measured on the documented set.
 */
export async function deleteLeads(databaseUrl: string, log: (line: string) => void = () => {}) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('delete from lead_changes; delete from lead_notes; delete from lead_activities')
    const { rowCount } = await client.query('delete from leads')
    log(`deleted the ${rowCount ?? 0} leads stored before the dashboard part`)
  } finally {
    await client.end()
  }
}

/**
 * Inserts `count` leads with plain SQL, in batches of 10 000, then refreshes the planner's statistics.
 * `owners` (user ids) share the leads with "nobody" in turn; sources: UTM tags, referrers or none.
 */
export async function insertLeads(
  databaseUrl: string,
  count: number,
  log: (line: string) => void = () => {},
  owners: number[] = [],
): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const started = Date.now()
  try {
    const { rows } = await client.query<{ max: number | null }>('select max(id) as max from leads')
    const offset = rows[0]?.max ?? 0
    for (let from = 1; from <= count; from += BATCH) {
      const to = Math.min(count, from + BATCH - 1)
      await client.query(batchSql, [offset + from, offset + to, owners])
    }
    // As autovacuum would after such a load: the plans measured are the ones of a settled database (statistics,
    // and the visibility map that lets index-only scans skip the table).
    await client.query('vacuum (analyze) leads')
    log(`inserted ${count} leads in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    return count
  } finally {
    await client.end()
  }
}
