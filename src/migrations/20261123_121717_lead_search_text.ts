import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The dashboard's search ignores case and accents: leads.search_text holds name, e-mail, phone (as typed,
 * as its ten national digits and as its bare digits) and postal code through unaccent and lower, written by a trigger whoever writes the
 * lead, and indexed by trigrams (pg_trgm) for ILIKE '%…%'. unaccent() is only STABLE (its dictionary
 * is found through search_path); naming the dictionary makes lead_search_text IMMUTABLE, so it may
 * serve in indexes. Both extensions are "trusted": a database owner may create them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
  CREATE FUNCTION lead_search_text(name text, email text, phone text, phone_key text, postal_code text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN lower(public.unaccent('public.unaccent'::regdictionary,
      concat_ws(' ', name, email, phone, phone_key, regexp_replace(phone, '[^0-9]', '', 'g'), postal_code)));
  CREATE FUNCTION leads_set_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.search_text := lead_search_text(NEW.name, NEW.email, NEW.phone, NEW.phone_key, NEW.postal_code);
    RETURN NEW;
  END
  $$;
  ALTER TABLE "leads" ADD COLUMN "search_text" varchar;
  UPDATE "leads" SET "search_text" = lead_search_text(name, email, phone, phone_key, postal_code);
  CREATE TRIGGER leads_search_text BEFORE INSERT OR UPDATE OF name, email, phone, phone_key, postal_code, search_text ON "leads"
    FOR EACH ROW EXECUTE FUNCTION leads_set_search_text();
  CREATE INDEX "leads_search_text_idx" ON "leads" USING gin ("search_text" gin_trgm_ops);`)
}

/** The extensions stay: other objects of the database may have come to use them. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "leads_search_text_idx";
  DROP TRIGGER leads_search_text ON "leads";
  ALTER TABLE "leads" DROP COLUMN "search_text";
  DROP FUNCTION leads_set_search_text();
  DROP FUNCTION lead_search_text(text, text, text, text, text);`)
}
