import { cp, readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { MANIFEST, type BackupManifest } from './backupManifest'
import { restoreDatabase } from './restoreDatabase'

export type RestoreTarget = {
  databaseUrl: string
  mediaDir: string
  s3: boolean
  /** The code's migrations, in order. */
  migrationNames: string[]
  /** Runs the code's first `count` migrations on the empty database (Payload's migrate). */
  migrate: (count: number) => Promise<void>
}

/** A restore that cannot start, with its reason in French. */
class RestoreRefused extends Error {
  override name = 'RestoreRefused'
}

/**
 * Restores the backup in `dir` into an empty database (and an empty media folder): migrates it to the
 * backup's migrations (a backup taken by an earlier version is restored as it was; the next start runs
 * the newer migrations), loads the rows, then copies the files back.
 */
export async function restoreBackup(target: RestoreTarget, dir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8')) as BackupManifest
  if (manifest.format !== 1) throw new RestoreRefused(`${dir} n’est pas une sauvegarde de ce site (format inconnu)`)
  const known = manifest.migrations.every((name, index) => target.migrationNames[index] === name)
  if (!known)
    throw new RestoreRefused(
      'cette sauvegarde vient d’une version plus récente du site (migrations inconnues) : restaurez-la avec cette version',
    )
  if (!target.s3 && (await readdir(target.mediaDir).catch(() => [])).length)
    throw new RestoreRefused(`le dossier des médias ${target.mediaDir} n’est pas vide`)
  const client = new pg.Client({ connectionString: target.databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ tables: number }>(`select count(*)::int as tables from pg_tables where schemaname = 'public'`)
    if (rows[0]?.tables) throw new RestoreRefused('la base n’est pas vide : restaurez dans une base neuve')
    await target.migrate(manifest.migrations.length)
    await restoreDatabase(client, dir, manifest)
  } finally {
    await client.end()
  }
  if (manifest.media.storage === 'folder')
    await cp(path.join(dir, 'media'), target.mediaDir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error
    })
  return manifest
}
