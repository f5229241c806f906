import { expect, test } from '@playwright/test'
import { hydrated, isHydrated, yearsOfExperience } from './site-helpers'

test('the Phénix FAQ keeps one item open at a time', async ({ page }) => {
  await page.goto('/amenagement-combles-maison-phenix')
  const faq = page.getByTestId('faq')
  const questions = faq.getByRole('button')
  await expect(questions).toHaveCount(6)
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1)
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true')
  await hydrated(questions.nth(2))
  await questions.nth(2).click()
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true')
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1)
  await expect(faq.getByRole('region').filter({ visible: true })).toHaveCount(1)
  await questions.nth(5).click()
  await expect(questions.nth(5)).toHaveAttribute('aria-expanded', 'true')
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(1)
  await questions.nth(5).click()
  await expect(faq.locator('[aria-expanded="true"]')).toHaveCount(0)
})

test('the Phénix page shows its form in the hero, scrolls to it and offers a phone link', async ({ page }) => {
  await page.goto('/amenagement-combles-maison-phenix')
  await expect(page.locator('#formulaire-phenix').getByRole('button', { name: 'Être rappelé gratuitement' })).toBeVisible()
  await expect(page.getByTestId('phenix-steps').getByRole('listitem')).toHaveCount(6)
  for (const value of ['200+', '98 %', yearsOfExperience(), 'RGE'])
    await expect(page.getByTestId('phenix-figures').getByText(value, { exact: true })).toBeVisible()
  await expect(page.getByTestId('phenix-testimonials').getByRole('listitem')).toHaveCount(2)
  await expect(page.getByRole('link', { name: /02 35 64 18 20/ }).last()).toHaveAttribute('href', 'tel:0235641820')
  await page.getByTestId('scroll-to-form').click()
  await expect(page).toHaveURL(/#formulaire-phenix$/)
  await expect(page.getByTestId('phenix-form-container')).toBeInViewport()
})

test('a video shows the site’s own thumbnail, falls back when it fails, and loads the player only on click', async ({ page, baseURL }) => {
  await page.goto('/')
  const card = page.getByTestId('video-card').first()
  await card.scrollIntoViewIfNeeded()
  const thumbnail = card.getByTestId('video-thumbnail')
  const src = new URL((await thumbnail.getAttribute('src')) ?? '', baseURL)
  expect(src.host).toBe(new URL(baseURL ?? '').host)

  // The stored thumbnail unreachable: the local picture takes over.
  await page.route(
    (url) => url.pathname === src.pathname,
    (route) => route.abort(),
  )
  await page.reload()
  await card.scrollIntoViewIfNeeded()
  await expect(card.locator('iframe')).toHaveCount(0)
  await expect(page.locator('iframe')).toHaveCount(0)
  await expect(card.getByTestId('video-thumbnail')).toHaveAttribute('src', /video-fallback\.svg/)
  // The card says, before the tap, that playing loads YouTube's player.
  await expect(card.getByTestId('video-notice')).toHaveText('La lecture charge le lecteur de YouTube (youtube-nocookie.com).')
  await hydrated(card.getByRole('button', { name: /Lire la vidéo.*\(lecteur YouTube\)$/ }))
  await card.getByRole('button', { name: /Lire la vidéo/ }).click()
  const frame = card.locator('iframe')
  await expect(frame).toHaveCount(1)
  // The focus goes to the player that took the button's place, not back to the page's start.
  await expect(frame).toBeFocused()
  await expect(frame).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1/)
  await expect(page.locator('iframe')).toHaveCount(1)
})

test('the videos and the testimonial strip, below the fold, load their code only once the visitor scrolls near them', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/', { waitUntil: 'networkidle' })
  const loaded = scripts.length
  const strip = page.getByTestId('testimonial-strip')
  const play = page
    .getByTestId('video-card')
    .first()
    .getByRole('button', { name: /^Lire la vidéo/ })
  // Drawn whole by the server, not yet live.
  await expect(strip.getByTestId('strip-current')).toHaveCount(1)
  await expect(play).toHaveCount(1)
  expect(await isHydrated(strip)).toBe(false)
  expect(await isHydrated(play)).toBe(false)
  await strip.scrollIntoViewIfNeeded()
  await hydrated(strip)
  await play.scrollIntoViewIfNeeded()
  await hydrated(play)
  expect(scripts.length).toBeGreaterThan(loaded)
})

test('the testimonial strip moves on every 4 seconds and loops', async ({ page }) => {
  await page.clock.install()
  await page.goto('/')
  const strip = page.getByTestId('testimonial-strip')
  // Below the fold, its code arrives as the visitor scrolls near it.
  await strip.scrollIntoViewIfNeeded()
  await hydrated(strip)
  await expect(strip).toHaveAttribute('data-index', '0')
  const first = await page.getByTestId('strip-current').textContent()
  await page.clock.runFor(4_000)
  await expect(strip).toHaveAttribute('data-index', '1')
  expect(await page.getByTestId('strip-current').textContent()).not.toBe(first)
  await page.clock.runFor(4_000 * 11)
  await expect(strip).toHaveAttribute('data-index', '0')
})

test('the testimonial strip stays still for visitors who prefer reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.clock.install()
  await page.goto('/')
  await page.getByTestId('testimonial-strip').scrollIntoViewIfNeeded()
  await hydrated(page.getByTestId('testimonial-strip'))
  await page.clock.runFor(12_000)
  await expect(page.getByTestId('testimonial-strip')).toHaveAttribute('data-index', '0')
})
