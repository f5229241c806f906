import { expect, test } from '@playwright/test'
import { isHydrated, listProjects } from './site-helpers'
import { phoneProfile } from './phoneProfile'
import { holdScripts } from './forms-helpers'

/**
 * A visitor's first tap, made as soon as what they tap is drawn, before the page's scripts, on a phone profile
 * (390 × 844, CPU 4×, 1.6 Mbit/s and 150 ms through CDP): the header's menu opens, a gallery filter filters.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const pages = ['/', '/contact', '/extension-maison', '/plans-et-inspirations']

test('the phone menu opens on a first tap made as soon as its button is drawn, on 4 pages of 4', async ({ page }) => {
  test.setTimeout(120_000)
  await phoneProfile(page)
  // The first page's scripts come only after its tap, as on a link slower than this machine's: the tap is the
  // server's page's alone. Later pages get theirs as they come (often from the cache).
  const release = await holdScripts(page)
  const opened: string[] = []
  let early = 0
  for (const path of pages) {
    await page.goto(path, { waitUntil: 'commit' })
    const button = page.getByRole('button', { name: 'Ouvrir le menu' })
    await button.waitFor({ state: 'visible', timeout: 30_000 })
    if (!(await isHydrated(button))) early += 1
    await button.tap()
    release()
    const mobile = page.getByTestId('mobile-nav')
    // One tap only: the menu is open at once, or the tap was lost.
    if (!(await mobile.isVisible())) continue
    opened.push(path)
    // Once the scripts are here, the button says the menu is open, and closes it.
    await expect(page.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true', { timeout: 30_000 })
    await page.getByRole('button', { name: 'Fermer le menu' }).tap()
    await expect(mobile).toBeHidden()
    await expect(page.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false')
  }
  expect(opened).toEqual(pages)
  // The case this is about: at least the first page's tap came before its scripts (later pages may find them cached).
  expect(early).toBeGreaterThan(0)
})

test('a gallery filter tapped before the scripts is followed: the page at ?type=… shows that type', async ({ page, request }) => {
  test.setTimeout(120_000)
  const projects = await listProjects(request)
  const labels: Record<string, string> = { bedroom: 'Chambre', office: 'Bureau', bathroom: 'Salle de bain', living: 'Séjour' }
  const type = ['bedroom', 'office', 'bathroom', 'living'].find((each) => projects.some((project) => project.type === each)) ?? 'bedroom'
  await phoneProfile(page)
  const release = await holdScripts(page)
  await page.goto('/plans-et-inspirations', { waitUntil: 'commit' })
  const filter = page.getByTestId('gallery-filters').getByRole('link', { name: labels[type] })
  await filter.waitFor({ state: 'visible', timeout: 30_000 })
  expect(await isHydrated(filter)).toBe(false)
  await filter.tap()
  release()
  await expect(page).toHaveURL(new RegExp(`/plans-et-inspirations\\?type=${type}$`), { timeout: 30_000 })
  const cards = page.getByTestId('gallery-list').getByRole('listitem')
  // The cards shown, read at once (a list read card by card could change between two reads while the page settles).
  const shownTypes = () => cards.evaluateAll((items) => items.map((item) => item.getAttribute('data-type')))
  const expected = projects.filter((project) => project.type === type).map(() => type)
  await expect.poll(shownTypes, { timeout: 30_000 }).toEqual(expected)
  await expect(page.getByTestId('gallery-filters').getByRole('link', { name: labels[type] })).toHaveAttribute('aria-current', 'page')
})
