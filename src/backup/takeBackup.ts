import { access, chmod, cp, mkdir, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { backupDatabase } from './backupDatabase'
import { MANIFEST, PRIVATE_DIR, PRIVATE_FILE, type BackupManifest } from './backupManifest'
import { mediaFiles } from './mediaFiles'

/** The media copied into the backup keep no wider mode than the backup's own (cp copies the source's). */
async function makePrivate(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return []
    throw error
  })
  for (const entry of entries) await chmod(path.join(entry.parentPath, entry.name), entry.isDirectory() ? PRIVATE_DIR : PRIVATE_FILE)
  if (entries.length) await chmod(dir, PRIVATE_DIR)
}

export type BackupSource = { databaseUrl: string; mediaDir: string; s3: boolean }

/**
 * A whole backup in `dir`: the database's tables, and the media folder copied beside them (with S3, the
 * files stay in the bucket and the manifest lists those the documents name). Fails when a file the
 * documents name is missing from the folder: such a backup would not restore the same pages.
 */
export async function takeBackup(source: BackupSource, dir: string): Promise<BackupManifest> {
  // Password hashes, sessions and every lead: the folder is its owner's alone (700) before anything is
  // written in it, also when it already existed.
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR })
  await chmod(dir, PRIVATE_DIR)
  const client = new pg.Client({ connectionString: source.databaseUrl })
  await client.connect()
  try {
    const database = await backupDatabase(client, dir)
    const files = await mediaFiles(client)
    if (!source.s3) {
      await cp(source.mediaDir, path.join(dir, 'media'), { recursive: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
      })
      await makePrivate(path.join(dir, 'media'))
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
    await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE })
    return manifest
  } finally {
    await client.end()
  }
}
