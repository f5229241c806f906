import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/*
 * No change to the database: the sign-in throttle and the lead search were written side by side, each from
 * the snapshot before the other. This migration only carries the snapshot of both (its .json), so that the
 * next `npm run migrate:create` compares against the real schema.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
