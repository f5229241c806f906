import { rm } from 'node:fs/promises'
import pg from 'pg'
import { parseEnv } from '../../src/config/env'
import { ensureEmbeddedPostgres } from '../../src/db/embeddedPostgres'

/**
 * Integration tests get a database of their own, made anew at each run, on the embedded PostgreSQL
 * (or on TEST_DATABASE_URL's server): the developer's data is never touched.
 */
export default async function setup() {
  const { EMBEDDED_POSTGRES_DIR, EMBEDDED_POSTGRES_PORT } = parseEnv()
  const url =
    process.env.TEST_DATABASE_URL ??
    (await ensureEmbeddedPostgres({ dataDir: EMBEDDED_POSTGRES_DIR, port: EMBEDDED_POSTGRES_PORT, database: 'postgres' }))
  const admin = new URL(url)
  // A name of its own lets two runs share one server (TEST_DATABASE_NAME); each run makes its database anew.
  const database = process.env.TEST_DATABASE_NAME ?? 'combles_test'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  await client.query(`drop database if exists "${database}" with (force)`)
  await client.query(`create database "${database}"`)
  await client.end()
  admin.pathname = `/${database}`
  const mediaDir = `.data/media-${database}`
  await rm(mediaDir, { recursive: true, force: true })
  Object.assign(process.env, {
    MEDIA_DIR: mediaDir,
    DATABASE_URL: admin.toString(),
    NODE_ENV: 'test',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'integration-tests-secret-0123456789abcdef',
  })
  delete process.env.ADMIN_EMAIL
  delete process.env.ADMIN_PASSWORD
}
