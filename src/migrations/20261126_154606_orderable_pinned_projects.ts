import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'
import { generateNKeysBetween } from 'payload/shared'

/** Documents already there keep the order lists showed them in (by id), as Payload's orderable keys. */
async function orderById({ db }: Pick<MigrateUpArgs, 'db'>, table: 'projects' | 'testimonials' | 'videos') {
  const { rows } = await db.execute(sql`SELECT id FROM ${sql.identifier(table)} ORDER BY id`)
  const keys = generateNKeysBetween(null, null, rows.length)
  for (const [index, row] of rows.entries()) {
    await db.execute(sql`UPDATE ${sql.identifier(table)} SET "_order" = ${keys[index]} WHERE id = ${row.id}`)
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "projects" ADD COLUMN "_order" varchar;
  ALTER TABLE "projects" ADD COLUMN "pinned" boolean DEFAULT false;
  ALTER TABLE "testimonials" ADD COLUMN "_order" varchar;
  ALTER TABLE "testimonials" ADD COLUMN "pinned" boolean DEFAULT false;
  ALTER TABLE "videos" ADD COLUMN "_order" varchar;
  CREATE INDEX "projects__order_idx" ON "projects" USING btree ("_order");
  CREATE INDEX "projects_pinned_idx" ON "projects" USING btree ("pinned");
  CREATE INDEX "testimonials__order_idx" ON "testimonials" USING btree ("_order");
  CREATE INDEX "testimonials_pinned_idx" ON "testimonials" USING btree ("pinned");
  CREATE INDEX "videos__order_idx" ON "videos" USING btree ("_order");`)
  for (const table of ['projects', 'testimonials', 'videos'] as const) await orderById({ db }, table)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "projects__order_idx";
  DROP INDEX "projects_pinned_idx";
  DROP INDEX "testimonials__order_idx";
  DROP INDEX "testimonials_pinned_idx";
  DROP INDEX "videos__order_idx";
  ALTER TABLE "projects" DROP COLUMN "_order";
  ALTER TABLE "projects" DROP COLUMN "pinned";
  ALTER TABLE "testimonials" DROP COLUMN "_order";
  ALTER TABLE "testimonials" DROP COLUMN "pinned";
  ALTER TABLE "videos" DROP COLUMN "_order";`)
}
