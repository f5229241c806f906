/**
 * npm run restore -- <folder>: a backup of npm run backup into an empty database and an empty media folder
 * (a fresh clone, or DATABASE_URL naming a new database). npm start then serves it as it was.
 */
import config from '@payload-config'
import { getPayload } from 'payload'
import { parseEnv } from '../src/config/env'
import { migrations } from '../src/migrations'
import { restoreBackup } from '../src/backup/restoreBackup'

// The generated migrations are typed for the Postgres adapter; payload.db speaks of any adapter.
type MigrationList = NonNullable<NonNullable<Parameters<Awaited<ReturnType<typeof getPayload>>['db']['migrate']>[0]>['migrations']>

const dir = process.argv[2]
if (!dir) {
  process.stderr.write('usage : npm run restore -- <dossier de la sauvegarde>\n')
  process.exit(1)
}
const env = parseEnv()
try {
  const manifest = await restoreBackup(
    {
      databaseUrl: env.DATABASE_URL!,
      mediaDir: env.MEDIA_DIR,
      s3: Boolean(env.S3_BUCKET),
      migrationNames: migrations.map((migration) => migration.name),
      migrate: async (count) => {
        // Payload without its start-up (which would migrate to the last version and seed).
        const payload = await getPayload({ config, disableOnInit: true })
        await payload.db.migrate({ migrations: migrations.slice(0, count) as unknown as MigrationList })
        await payload.destroy()
      },
    },
    dir,
  )
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
  process.stdout.write(`Sauvegarde du ${manifest.takenAt} restaurée : ${rows} lignes, ${manifest.media.files.length} fichiers.\n`)
  process.exit(0)
} catch (error) {
  process.stderr.write(`Restauration impossible : ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
