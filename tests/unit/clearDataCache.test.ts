import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { clearDataCache } from '../../scripts/clearDataCache'

let distDir = ''
afterEach(() => rm(distDir, { recursive: true, force: true }))

describe('clearDataCache', () => {
  it('empties the cached reads of a build folder and keeps the rest of its cache', async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'build-'))
    await mkdir(path.join(distDir, 'cache', 'fetch-cache'), { recursive: true })
    await mkdir(path.join(distDir, 'cache', 'images'), { recursive: true })
    await writeFile(path.join(distDir, 'cache', 'fetch-cache', 'entry'), '{}')
    await writeFile(path.join(distDir, 'cache', 'images', 'image'), '')
    await clearDataCache(distDir)
    expect(existsSync(path.join(distDir, 'cache', 'fetch-cache'))).toBe(false)
    expect(existsSync(path.join(distDir, 'cache', 'images', 'image'))).toBe(true)
  })

  it('does nothing when the folder was never built', async () => {
    distDir = path.join(tmpdir(), `never-built-${Date.now()}`)
    await expect(clearDataCache(distDir)).resolves.toBeUndefined()
  })
})
