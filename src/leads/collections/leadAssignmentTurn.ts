import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { integer, jsonb } from '@payloadcms/db-postgres/drizzle/pg-core'

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/**
 * The assignment's turn counters, on the lead-assignment setting's row: `turn` (shared by everyone) and
 * `department_turns` (one counter per département, `{"59": 4}`), columns Payload's fields do not know,
 * so that saving the setting never writes them back (src/leads/intake/assignmentSql.ts). Declared in
 * the schema so that migrations and the drift test know them.
 */
export const leadAssignmentTurn: SchemaHook = ({ schema, extendTable }) => {
  const table = schema.tables.lead_assignment
  if (!table) throw new Error('leadAssignmentTurn: the lead_assignment table is missing from the schema')
  extendTable({
    table,
    columns: {
      turn: integer('turn').notNull().default(0),
      departmentTurns: jsonb('department_turns').notNull().default({}),
    },
  })
  return schema
}
