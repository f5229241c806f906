import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import { uniqueIndex, type ExtraConfigColumn } from '@payloadcms/db-postgres/drizzle/pg-core'

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/**
 * One booked visit per lead at most: a second booking of the same lead fails in PostgreSQL, on any
 * instance (moving a visit updates it). Declared in the schema so that migrations and the drift test know
 * it; the exclusion constraint on the salesperson's time ranges is in the migration alone (drizzle has
 * no word for it).
 */
export const visitSchema: SchemaHook = ({ schema, extendTable }) => {
  const visits = schema.tables.visits
  if (!visits) throw new Error('visitSchema: the visits table is missing from the schema')
  extendTable({
    table: visits,
    extraConfig: (table) => ({
      visits_one_booked_per_lead: uniqueIndex('visits_one_booked_per_lead')
        .on(table.lead as ExtraConfigColumn)
        .where(sql.raw(`status = 'booked'`)),
    }),
  })
  return schema
}
