import type { PostgresAdapterArgs } from '@payloadcms/db-postgres'
import { date, integer, pgTable, serial, timestamp, uniqueIndex, type AnyPgColumn } from '@payloadcms/db-postgres/drizzle/pg-core'

type SchemaHook = NonNullable<PostgresAdapterArgs['afterSchemaInit']>[number]

/**
 * `lead_digest_sends`: one row per salesperson and Paris day whose morning digest went out. Its unique
 * index is what makes the scheduled digest go out once a day whatever the number of instances or runs
 * (sendDigestOnce). Not a collection: nobody reads or edits it through Payload. Declared in the schema
 * so that migrations and the drift test know it.
 */
export const digestSendsTable: SchemaHook = ({ schema }) => {
  const users = schema.tables.users
  if (!users) throw new Error('digestSendsTable: the users table is missing from the schema')
  const userId: AnyPgColumn = users.id
  schema.tables.lead_digest_sends = pgTable(
    'lead_digest_sends',
    {
      id: serial('id').primaryKey(),
      owner: integer('owner_id')
        .notNull()
        .references(() => userId, { onDelete: 'cascade' }),
      day: date('day').notNull(),
      sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    },
    // A unique index, not a composite primary key: drizzle-kit's schema comparison fails on those.
    (table) => [uniqueIndex('lead_digest_sends_owner_day_idx').on(table.owner, table.day)],
  )
  return schema
}
