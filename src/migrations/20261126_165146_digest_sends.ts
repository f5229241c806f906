import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "lead_digest_sends" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"owner_id" integer NOT NULL,
  	"day" date NOT NULL,
  	"sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "lead_digest_sends" ADD CONSTRAINT "lead_digest_sends_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "lead_digest_sends_owner_day_idx" ON "lead_digest_sends" USING btree ("owner_id","day");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "lead_digest_sends" CASCADE;`)
}
