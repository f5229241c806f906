import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { index, type ExtraConfigColumn } from '@payloadcms/db-postgres/drizzle/pg-core'

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/**
 * The trigram index of leads.search_text (GIN, pg_trgm), which Payload's fields cannot declare: a
 * search by any part of a name, e-mail, phone or postal code (ILIKE '%…%') reads the index instead of
 * every lead. Declared in the schema so that migrations and the drift test know it.
 */
export const leadSearchIndex: SchemaHook = ({ schema, extendTable }) => {
  const leads = schema.tables.leads
  if (!leads) throw new Error('leadSearchIndex: the leads table is missing from the schema')
  extendTable({
    table: leads,
    extraConfig: (table) => ({
      leads_search_text_idx: index('leads_search_text_idx').using('gin', (table.searchText as ExtraConfigColumn).op('gin_trgm_ops')),
    }),
  })
  return schema
}
