import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, rmSync } from 'node:fs'
import pg from 'pg'
import { pageSeeds } from '@/seed/pages/pageSeeds'
import { projects as projectSeeds } from '@/seed/data/projects'
import { seedImagesDir } from '@/seed/media'
import { describe, expect, it } from 'vitest'
import { parseEnv } from '@/config/env'
import { ensureEmbeddedPostgres } from '@/db/embeddedPostgres'

/** Runs the launcher the npm scripts use, with a harmless command, and returns what it printed. */
function launch(env: Record<string, string>) {
  const result = spawnSync('npx', ['tsx', 'scripts/withDatabase.ts', 'node', '-e', 'console.log(process.env.DATABASE_URL)'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  })
  const stderr = result.stderr.split('\n').filter((line) => line.trim() && !line.startsWith('npm warn'))
  return { status: result.status, stdout: result.stdout.trim(), stderr }
}

describe('start-up', () => {
  it('a malformed DATABASE_URL stops with one clear line', () => {
    const { status, stderr } = launch({ DATABASE_URL: 'mysql://localhost/site' })
    expect(status).toBe(1)
    expect(stderr).toEqual(['Configuration error: DATABASE_URL must be a postgres:// or postgresql:// connection string'])
  })

  it('an unreachable DATABASE_URL stops with one clear line naming it', () => {
    const { status, stderr } = launch({ DATABASE_URL: 'postgres://someone:secret@127.0.0.1:9/site' })
    expect(status).toBe(1)
    expect(stderr).toHaveLength(1)
    expect(stderr[0]).toMatch(/^Database error: cannot connect to DATABASE_URL \(127\.0\.0\.1:9\/site\): .*ECONNREFUSED/)
    expect(stderr[0]).not.toContain('secret')
  })

  it('another wrong setting is named too', () => {
    const { status, stderr } = launch({ SERVER_URL: 'localhost' })
    expect(status).toBe(1)
    expect(stderr).toEqual(['Configuration error: SERVER_URL must be an absolute URL such as https://www.example.fr'])
  })

  it('without DATABASE_URL, the embedded PostgreSQL is used (and reused when already running)', async () => {
    const { EMBEDDED_POSTGRES_DIR, EMBEDDED_POSTGRES_PORT } = parseEnv({ ...process.env, NODE_ENV: undefined })
    const { status, stdout } = launch({ DATABASE_URL: '', EMBEDDED_POSTGRES_DATABASE: 'combles_startup_test' })
    expect(status).toBe(0)
    expect(stdout).toBe(`postgres://postgres@127.0.0.1:${EMBEDDED_POSTGRES_PORT}/combles_startup_test`)
    const started = Date.now()
    await ensureEmbeddedPostgres({ dataDir: EMBEDDED_POSTGRES_DIR, port: EMBEDDED_POSTGRES_PORT, database: 'combles_startup_test' })
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('a database reset that keeps the media folder: the next start seeds everything again', async () => {
    const { EMBEDDED_POSTGRES_DIR, EMBEDDED_POSTGRES_PORT } = parseEnv({ ...process.env, NODE_ENV: undefined })
    const server = await ensureEmbeddedPostgres({ dataDir: EMBEDDED_POSTGRES_DIR, port: EMBEDDED_POSTGRES_PORT, database: 'postgres' })
    const database = 'combles_reset_test'
    const client = new pg.Client({ connectionString: server })
    await client.connect()
    await client.query(`drop database if exists "${database}" with (force)`)
    await client.end()
    // What an earlier database left: every seed picture already in the media folder, under its own name.
    const mediaDir = '.data/media-reset-test'
    rmSync(mediaDir, { recursive: true, force: true })
    mkdirSync(mediaDir, { recursive: true })
    cpSync(seedImagesDir, mediaDir, { recursive: true })

    const result = spawnSync('npx', ['tsx', 'scripts/withDatabase.ts', 'tsx', 'tests/harness/startAndCount.ts'], {
      env: { ...process.env, DATABASE_URL: '', EMBEDDED_POSTGRES_DATABASE: database, MEDIA_DIR: mediaDir, NODE_ENV: 'development' },
      encoding: 'utf8',
      timeout: 240_000,
    })
    expect(result.status, result.stderr.slice(-2000)).toBe(0)
    const counts = JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, number>
    expect(counts.pages).toBe(pageSeeds.length)
    expect(counts.projects).toBe(projectSeeds.length)
    expect(counts.users).toBe(1)
  }, 300_000)
})
