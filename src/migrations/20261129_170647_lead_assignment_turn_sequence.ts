import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The shared turn moves from the lead-assignment row's `turn` column to a sequence that goes on from it
// (src/leads/intake/assignmentSql.ts): the next lead keeps the salesperson whose turn it was.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE SEQUENCE IF NOT EXISTS "lead_assignment_turn" AS bigint;
  SELECT setval('lead_assignment_turn', greatest((SELECT max("turn") FROM "lead_assignment"), 0) + 1, false);
  ALTER TABLE "lead_assignment" DROP COLUMN "turn";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "lead_assignment" ADD COLUMN "turn" integer DEFAULT 0 NOT NULL;
  UPDATE "lead_assignment" SET "turn" = (SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM "lead_assignment_turn");
  DROP SEQUENCE "lead_assignment_turn";`)
}
