/**
 * npm run backup [-- <folder>]: the database and the media folder (with S3: the list of the bucket's files
 * the documents name) into <folder>, by default backups/<date>-<time>. Restore with npm run restore.
 */
import { parseEnv } from '../src/config/env'
import { takeBackup } from '../src/backup/takeBackup'

const env = parseEnv()
const stamp = new Date().toISOString().replace(/[:T]/g, '-').slice(0, 19)
const dir = process.argv[2] ?? `backups/${stamp}`
try {
  const manifest = await takeBackup({ databaseUrl: env.DATABASE_URL!, mediaDir: env.MEDIA_DIR, s3: Boolean(env.S3_BUCKET) }, dir)
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
  const where = manifest.media.storage === 'folder' ? 'copiés' : 'restés dans le compartiment S3'
  process.stdout.write(
    `Sauvegarde écrite dans ${dir} : ${manifest.tables.length} tables, ${rows} lignes, ${manifest.media.files.length} fichiers (${where}).\n`,
  )
} catch (error) {
  process.stderr.write(`Sauvegarde impossible : ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
