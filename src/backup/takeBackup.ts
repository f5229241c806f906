import { access, cp, mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { backupDatabase } from './backupDatabase'
import { MANIFEST, type BackupManifest } from './backupManifest'
import { mediaFiles } from './mediaFiles'

export type BackupSource = { databaseUrl: string; mediaDir: string; s3: boolean }

/**
 * A whole backup in `dir`: the database's tables, and the media folder copied beside them (with S3, the
 * files stay in the bucket and the manifest lists those the documents name). Fails when a file the
 * documents name is missing from the folder: such a backup would not restore the same pages.
 */
export async function takeBackup(source: BackupSource, dir: string): Promise<BackupManifest> {
  await mkdir(dir, { recursive: true })
  const client = new pg.Client({ connectionString: source.databaseUrl })
  await client.connect()
  try {
    const database = await backupDatabase(client, dir)
    const files = await mediaFiles(client)
    if (!source.s3) {
      await cp(source.mediaDir, path.join(dir, 'media'), { recursive: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
      })
      for (const file of files)
        await access(path.join(dir, 'media', file)).catch(() => {
          throw new Error(`le fichier ${file} manque dans ${source.mediaDir}`)
        })
    }
    const manifest: BackupManifest = {
      format: 1,
      takenAt: new Date().toISOString(),
      ...database,
      media: { storage: source.s3 ? 's3' : 'folder', files },
    }
    await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
    return manifest
  } finally {
    await client.end()
  }
}
