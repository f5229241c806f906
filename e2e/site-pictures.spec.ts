import { expect, test } from '@playwright/test'
import { listProjects } from './site-helpers'

// Each picture names only the files made at upload it may need (ServerImage): the one a browser picks must still be
// at least as wide as the picture is drawn, on Lighthouse's phone and on a large screen at twice the pixels.
for (const [width, height, deviceScaleFactor] of [
  [412, 823, 1.75],
  [1440, 900, 2],
] as const) {
  test.describe(`${width} px at ${deviceScaleFactor}×`, () => {
    test.use({ viewport: { width, height }, deviceScaleFactor })

    test('every picture is loaded at least as wide as it is drawn', async ({ page, request }) => {
      test.setTimeout(120_000)
      const project = (await listProjects(request))[0]!
      for (const path of ['/', '/plans-et-inspirations', '/installation-fenetre-de-toit-velux', `/projet/${project.slug}`]) {
        await page.goto(path)
        const pictures = page.locator('main img[srcset]')
        let checked = 0
        for (let index = 0; index < (await pictures.count()); index++) {
          const picture = pictures.nth(index)
          if (!(await picture.isVisible())) continue
          await picture.scrollIntoViewIfNeeded()
          await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
          const { chosen, drawn, source } = await picture.evaluate((image: HTMLImageElement) => {
            // The file's width as its srcset names it, the img's own or its picture's phone source's.
            const sources = [image, ...(image.parentElement?.querySelectorAll('source') ?? [])]
            const candidates = sources.flatMap((element) =>
              (element.getAttribute('srcset') ?? '').split(', ').map((candidate) => {
                const [url = '', width = ''] = candidate.trim().split(' ')
                return { url: new URL(url, location.href).href, width: Number(width.replace('w', '')) }
              }),
            )
            return {
              chosen: candidates.find((candidate) => candidate.url === image.currentSrc)?.width ?? 0,
              drawn: image.offsetWidth * devicePixelRatio,
              source: image.currentSrc,
            }
          })
          expect(chosen, `${path}: ${source}`).toBeGreaterThanOrEqual(Math.floor(drawn * 0.98))
          checked++
        }
        expect(checked, path).toBeGreaterThan(0)
      }
      // And only those: a gallery card, drawn 320 px wide at most, names no file over 640 px.
      await page.goto('/plans-et-inspirations')
      const widths = (await page.getByTestId('project-card').first().locator('img').first().getAttribute('srcset'))!
        .split(', ')
        .map((candidate) => Number(candidate.split(' ')[1]!.replace('w', '')))
      expect(Math.max(...widths)).toBe(640)
    })
  })
}
