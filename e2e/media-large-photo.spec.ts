import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { signIn } from './helpers'
import { newEditor, unique } from './site-helpers'

/**
 * A camera's photo through the admin, at full size: a slow proof (about 40 s of CPU for the photo, its resize and
 * its sizes), run by npm run test:slow beside the other upload rules of media-upload-policy.spec.ts.
 */
test('an editor uploads a 9000 × 6000 camera photo through the admin: it is stored at 2560 px and the site serves it light', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  // A photo's fine grain, at a camera's size and quality: over 30 MB.
  const photo = await sharp({
    create: {
      width: 9000,
      height: 6000,
      channels: 3,
      background: { r: 120, g: 150, b: 180 },
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .jpeg({ quality: 97 })
    .toBuffer()
  expect(photo.length).toBeGreaterThan(30_000_000)
  const editor = await newEditor(request, 'photo')
  const stem = `chantier-${unique()}`
  const alt = `Chantier terminé ${stem}`
  await signIn(page, editor)
  await expect(page).toHaveURL(/\/admin\/dashboard$/)
  await page.goto('/admin/collections/media/create')
  await expect(page.getByText('40 Mo au plus')).toBeVisible()
  await page.locator('input[type="file"]').setInputFiles({ name: `${stem}.jpg`, mimeType: 'image/jpeg', buffer: photo })
  await page.getByLabel('Texte alternatif').fill(alt)
  await page.getByRole('button', { name: 'Sauvegarder' }).click()
  await expect(page.getByText(/création enregistrée/)).toBeVisible({ timeout: 90_000 })

  const found = await request.get(`/api/media?where[alt][equals]=${encodeURIComponent(alt)}&limit=1&depth=0`)
  type Stored = { url: string; width: number; height: number; filesize: number; mimeType: string }
  const [media] = ((await found.json()) as { docs: (Stored & { sizes: Record<string, Stored | { url: null }> })[] }).docs
  expect(media).toMatchObject({ width: 2560, height: 1707 })
  expect(media!.filesize).toBeLessThan(2_000_000)
  // Every width a page's picture may ask for was made at upload, in WebP, the widest ones light enough.
  const sizes = Object.values(media!.sizes).filter((size): size is Stored => size.url !== null)
  expect(sizes.map((size) => size.width)).toEqual([384, 640, 750, 1200, 1920, 2560])
  for (const size of sizes.filter((stored) => stored.width >= 1920)) {
    const served = await request.get(new URL(size.url, 'http://localhost').pathname)
    expect(served.status()).toBe(200)
    expect(served.headers()['content-type']).toBe('image/webp')
    expect((await served.body()).length, `${size.width} px`).toBeLessThanOrEqual(500_000)
  }
})
