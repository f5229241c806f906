import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { jsonb } from '@payloadcms/db-postgres/drizzle/pg-core'

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/**
 * The départements' turn counters, on the lead-assignment setting's row: `department_turns` (one counter per
 * département, `{"59": 4}`), a column Payload's fields do not know, so that saving the setting never writes
 * it back (src/leads/intake/assignmentSql.ts; the shared turn is a sequence of its own). Declared in the
 * schema so that migrations and the drift test know it.
 */
export const leadAssignmentTurn: SchemaHook = ({ schema, extendTable }) => {
  const table = schema.tables.lead_assignment
  if (!table) throw new Error('leadAssignmentTurn: the lead_assignment table is missing from the schema')
  extendTable({
    table,
    columns: {
      departmentTurns: jsonb('department_turns').notNull().default({}),
    },
  })
  return schema
}
