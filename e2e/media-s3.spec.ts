import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import S3rver from 's3rver'
import sharp from 'sharp'
import { stopAll } from '../tests/harness/processes'
import { E2E_PORT } from './database'
import { instanceUrl, startInstance } from './extraInstance'
import { devAdmin } from './helpers'

/**
 * One more instance of the end-to-end build with S3_BUCKET set, against a local S3-compatible server:
 * an upload lands in the bucket, not on the instance's disk, and is served back from the bucket.
 */
const appPort = E2E_PORT + 52
const s3Port = E2E_PORT + 53
const appUrl = instanceUrl(appPort)
const BUCKET = 'combles-media'
let s3: S3rver
let bucketDir = ''
let mediaDir = ''

/** Every object file the local S3 server holds in the bucket, whatever the key's folders. */
const bucketObjects = async () =>
  (await readdir(path.join(bucketDir, BUCKET), { recursive: true }))
    .filter((name) => name.endsWith('._S3rver_object'))
    .map((name) => path.join(bucketDir, BUCKET, name))

test.describe.configure({ timeout: 180_000 })

test.beforeAll(async () => {
  test.setTimeout(180_000)
  bucketDir = await mkdtemp(path.join(tmpdir(), 'combles-s3-'))
  mediaDir = await mkdtemp(path.join(tmpdir(), 'combles-media-'))
  s3 = new S3rver({
    port: s3Port,
    address: '127.0.0.1',
    directory: bucketDir,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  await s3.run()
  await startInstance(appPort, 1000, {
    MEDIA_DIR: mediaDir,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  })
})

test.afterAll(async () => {
  await stopAll()
  await s3?.close()
  await Promise.all([bucketDir, mediaDir].filter(Boolean).map((dir) => rm(dir, { recursive: true, force: true })))
})

test('an upload goes to the S3 bucket and is served from it, inert', async ({ request }) => {
  const login = await request.post(`${appUrl}/api/users/login`, { data: devAdmin() })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }

  const image = await sharp({ create: { width: 960, height: 720, channels: 3, background: '#1c4f39' } })
    .webp()
    .toBuffer()
  const filename = `chantier-s3-${Date.now()}.webp`
  const upload = await request.post(`${appUrl}/api/media`, {
    headers: { Authorization: `JWT ${token}` },
    multipart: {
      file: { name: filename, mimeType: 'image/webp', buffer: image },
      _payload: JSON.stringify({ alt: 'Chantier stocké sur S3' }),
    },
  })
  expect(upload.status()).toBe(201)
  const { doc } = (await upload.json()) as {
    doc: { id: number; filename: string; url: string; sizes: Record<string, { filename: string | null }> }
  }
  expect(doc.filename).toBe(filename)

  // In the bucket, with the sizes made at upload (384, 640 and 750 px for a 960 px photo); nothing on the instance's disk.
  const objects = await bucketObjects()
  const original = objects.find((file) => path.basename(file) === `${filename}._S3rver_object`)
  expect(original).toBeDefined()
  const sizes = Object.values(doc.sizes).flatMap((size) => (size.filename ? [size.filename] : []))
  expect(sizes).toHaveLength(3)
  for (const size of sizes)
    expect(
      objects.map((file) => path.basename(file)),
      size,
    ).toContain(`${size}._S3rver_object`)
  expect(await readFile(original!)).toEqual(image)
  expect(await readdir(mediaDir)).toEqual([])

  // Served back at the usual address, read from the bucket.
  const served = await request.get(new URL(doc.url, appUrl).toString())
  expect(new URL(doc.url, appUrl).pathname).toBe(`/api/media/file/${filename}`)
  expect(served.status()).toBe(200)
  expect(Buffer.from(await served.body())).toEqual(image)
  // Proxied from the bucket, the file is as inert as one from disk.
  expect(served.headers()['content-security-policy']).toBe("default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
  expect(served.headers()['x-content-type-options']).toBe('nosniff')

  const removed = await request.delete(`${appUrl}/api/media/${doc.id}`, { headers: { Authorization: `JWT ${token}` } })
  expect(removed.status()).toBe(200)
  expect((await bucketObjects()).filter((file) => path.basename(file).startsWith(filename.replace('.webp', '')))).toEqual([])
})
