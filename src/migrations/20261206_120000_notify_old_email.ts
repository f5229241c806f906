import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// The job that tells an account's old address that its e-mail changed (src/auth/notifyOldEmail.ts),
// before Payload's own schedulePublish, where the task list puts it.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'notifyOldEmail' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'notifyOldEmail' BEFORE 'schedulePublish';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'notifyOldEmail';
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'notifyOldEmail';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'notifyStaffOfLead', 'notifyOwnerOfLead', 'anonymiseExpiredLeads', 'sendMorningDigests', 'sendDigestTo', 'remindDueActions', 'remindOwnerOfAction', 'sendVisitEmails', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'notifyStaffOfLead', 'notifyOwnerOfLead', 'anonymiseExpiredLeads', 'sendMorningDigests', 'sendDigestTo', 'remindDueActions', 'remindOwnerOfAction', 'sendVisitEmails', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
