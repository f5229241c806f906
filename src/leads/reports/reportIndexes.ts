import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import { index, type ExtraConfigColumn } from '@payloadcms/db-postgres/drizzle/pg-core'
import { OPEN_STATUSES_SQL } from '@/leads/rules/statusSql'

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/**
 * The reports' indexes, which Payload's fields cannot declare: a period's leads with everything the
 * figures count (form, status, owner, first response, and the id), read from
 * the index alone; and the open leads' arrival dates (partial), for open leads by age. Declared in the
 * schema so that migrations and the drift test know them.
 */
export const reportIndexes: SchemaHook = ({ schema, extendTable }) => {
  const leads = schema.tables.leads
  if (!leads) throw new Error('reportIndexes: the leads table is missing from the schema')
  extendTable({
    table: leads,
    extraConfig: (table) => {
      const column = (name: string) => table[name] as ExtraConfigColumn
      return {
        leads_report_idx: index('leads_report_idx').on(
          column('createdAt'),
          column('formOrigin'),
          column('status'),
          column('owner'),
          column('firstResponseAt'),
          column('id'),
        ),
        leads_open_created_at_idx: index('leads_open_created_at_idx').on(column('createdAt')).where(sql.raw(OPEN_STATUSES_SQL)),
      }
    },
  })
  return schema
}
