import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { integer } from '@payloadcms/db-postgres/drizzle/pg-core'

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/**
 * The round-robin's turn counter, on the lead-assignment setting's row: a column Payload's fields do
 * not know, so that saving the setting never writes it back (src/leads/intake/assignmentSql.ts).
 * Declared in the schema so that migrations and the drift test know it.
 */
export const leadAssignmentTurn: SchemaHook = ({ schema, extendTable }) => {
  const table = schema.tables.lead_assignment
  if (!table) throw new Error('leadAssignmentTurn: the lead_assignment table is missing from the schema')
  extendTable({ table, columns: { turn: integer('turn').notNull().default(0) } })
  return schema
}
