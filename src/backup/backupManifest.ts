/** What a backup folder's `manifest.json` says: enough to restore it and to check it is whole. */
export type BackupManifest = {
  format: 1
  takenAt: string
  /** The migrations the database had run, in order: a restore migrates a fresh database to exactly these. */
  migrations: string[]
  /** Every table of the schema but payload_migrations, with its row count (tables/<name>.ndjson). */
  tables: { name: string; rows: number }[]
  /** Each sequence's position, set again after the rows are loaded. */
  sequences: { name: string; lastValue: string | null }[]
  /** The uploaded files the media documents name; `folder`: copied under media/, `s3`: left in the bucket. */
  media: { storage: 'folder' | 's3'; files: string[] }
}

export const MANIFEST = 'manifest.json'

/** The file of a table's rows in a backup folder, one JSON object per line. */
export const tableFile = (table: string) => `tables/${table}.ndjson`

/** A backup's folders and files are readable by their owner alone: they hold password hashes, sessions and every lead. */
export const PRIVATE_DIR = 0o700
export const PRIVATE_FILE = 0o600
