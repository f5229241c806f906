import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { takeBackup } from '@/backup/takeBackup'
import { getTestPayload } from '../harness/payload'

/**
 * A backup holds password hashes, reset tokens, sessions and every lead: its folders are 700 and its files
 * 600 (DESIGN §11), the media copied into it included, whatever the process's umask.
 */
const dir = `.data/backup-modes-${process.env.TEST_DATABASE_NAME ?? 'test'}`

beforeAll(async () => {
  // Payload's migrations make the tables the backup reads.
  await getTestPayload()
  await rm(dir, { recursive: true, force: true })
  // A media file readable by all, as an upload is.
  await mkdir(path.join(process.env.MEDIA_DIR!, 'sous-dossier'), { recursive: true })
  await writeFile(path.join(process.env.MEDIA_DIR!, 'sous-dossier', 'photo-test.jpg'), 'jpeg', { mode: 0o644 })
}, 120_000)

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('a backup', () => {
  it('is readable by its owner alone: folders 700, files 600', async () => {
    await takeBackup({ databaseUrl: process.env.DATABASE_URL!, mediaDir: process.env.MEDIA_DIR!, s3: false }, dir)
    const entries = await readdir(dir, { recursive: true, withFileTypes: true })
    const modes = [
      { name: '.', mode: ((await stat(dir)).mode & 0o777).toString(8) },
      ...(await Promise.all(
        entries.map(async (entry) => {
          const name = path.relative(dir, path.join(entry.parentPath, entry.name))
          return { name, mode: ((await stat(path.join(dir, name))).mode & 0o777).toString(8) }
        }),
      )),
    ]
    expect(modes.some((each) => each.name === path.join('media', 'sous-dossier', 'photo-test.jpg'))).toBe(true)
    expect(modes.some((each) => each.name.startsWith('tables'))).toBe(true)
    for (const each of modes) {
      const isDir =
        each.name === '.' ||
        entries.find((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)) === each.name)?.isDirectory()
      expect(each, each.name).toEqual({ name: each.name, mode: isDir ? '700' : '600' })
    }
  }, 120_000)
})
