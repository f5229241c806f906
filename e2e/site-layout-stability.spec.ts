import { expect, test, type Page } from '@playwright/test'
import { listProjects } from './site-helpers'

type Shift = PerformanceEntry & {
  value: number
  hadRecentInput: boolean
  sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
}

/**
 * The layout shifts not caused by the visitor, as the browser reports them: their sum, and what moved in each
 * (element, class and box before and after), which a failing check prints.
 */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ total: number; moved: string }>((resolve) => {
        let total = 0
        const moved: string[] = []
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue
            total += entry.value
            for (const { node, previousRect: from, currentRect: to } of entry.sources) {
              const name =
                node instanceof Element
                  ? `${node.tagName.toLowerCase()}.${(node.getAttribute('class') ?? '').split(' ').join('.')}`
                  : node?.nodeName
              moved.push(
                `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${name} ${from.y}→${to.y} (${from.height}→${to.height} px high)`,
              )
            }
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve({ total, moved: moved.join('\n') }), 500)
      }),
  )

// The site draws in the device's own sans-serif: no font file to wait for before the first paint, and none
// arriving after it to move the page.
test('the site’s pages ask for no font file', async ({ page, request }) => {
  const fonts: string[] = []
  page.on('request', (sent) => {
    if (sent.resourceType() === 'font') fonts.push(sent.url())
  })
  const project = `/projet/${(await listProjects(request))[0]!.slug}`
  for (const path of ['/', project, '/qui-sommes-nous', '/etude-gratuite']) {
    await page.goto(path, { waitUntil: 'networkidle' })
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0)
    expect(await page.evaluate(() => document.fonts.size), path).toBe(0)
  }
  expect(fonts).toEqual([])
})

// A part with a chunk of its own (a placed form, the gallery's filter, the FAQ) is drawn inside the page's HTML:
// sent after the rest and shown a moment later, it would push down everything under it.
test.describe('parts with a chunk of their own do not move the page as it loads', () => {
  test.use({ viewport: { width: 412, height: 823 } })

  for (const path of [
    '/faisabilite',
    '/aides-eligibilite',
    '/etude-gratuite',
    '/contact',
    '/plans-et-inspirations',
    '/amenagement-combles-maison-phenix',
  ]) {
    test(path, async ({ page }) => {
      // A phone's CPU (Lighthouse's 4x slower), so that the page paints before a part sent late would show.
      await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.goto(path, { waitUntil: 'networkidle' })
      const { total, moved } = await layoutShift(page)
      expect(total, moved).toBeLessThan(0.01)
    })
  }
})

// A large block inside a Suspense boundary (a lazy part's) is streamed after the rest of the page and moved into
// place by a script: on a slow phone the footer showed first, then jumped down (Lighthouse measured a layout
// shift of 0.44 on the gallery). The gallery's cards are drawn by the server, outside its filter's lazy part.
test('the gallery’s cards come in the page’s HTML where they show, before the footer', async ({ request }) => {
  const html = await (await request.get('/plans-et-inspirations')).text()
  const firstCard = html.indexOf('data-testid="project-card"')
  expect(firstCard).toBeGreaterThan(html.indexOf('data-testid="gallery-list"'))
  expect(firstCard).toBeLessThan(html.indexOf('<footer'))
})

// The page's first paint lays out its first screen only (DeferredRender): on a slow phone the style and layout
// of every block below it held the first paint back by a third of a second.
test('the first screen is drawn first, the blocks below it and the footer once the page has loaded', async ({ browser, page }) => {
  // As served, before any script: the first block is drawn at once, the others and the footer may wait.
  const served = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } })
  const asServed = await served.newPage()
  await asServed.goto('/')
  const deferred = asServed.locator('[data-deferred-render]')
  expect(await deferred.count()).toBeGreaterThanOrEqual(3)
  await expect(asServed.locator('[data-deferred-render] h1')).toHaveCount(0)
  await expect(asServed.locator('[data-deferred-render] footer')).toHaveCount(1)
  await expect(asServed.locator('main > :first-child')).not.toHaveAttribute('data-deferred-render')
  expect(await deferred.first().evaluate((part) => getComputedStyle(part).contentVisibility)).toBe('auto')
  await served.close()

  // Once loaded, every part is drawn, one per frame: nothing is left for the browser to skip.
  await page.goto('/')
  await expect(page.locator('[data-deferred-render]')).toHaveCount(0)
  expect(await page.getByTestId('site-footer').evaluate((footer) => getComputedStyle(footer.parentElement!).contentVisibility)).toBe(
    'visible',
  )

  // Parts that come after load (React drawing a page in the browser, a live-preview refresh) are drawn too.
  await page.evaluate(() => {
    const part = document.createElement('section')
    part.setAttribute('data-deferred-render', '')
    part.append(Object.assign(document.createElement('div'), { textContent: 'Arrivé après le chargement' }))
    document.querySelector('main')!.append(part)
  })
  await expect(page.locator('[data-deferred-render]')).toHaveCount(0)
  await expect(page.getByText('Arrivé après le chargement')).toBeVisible()
})
