import type { Page } from '@playwright/test'

/**
 * Runs `check` with every part of the page drawn. Sections far from the screen are not (`content-visibility:
 * auto`, globals.css): the browser leaves their text out of innerText and axe-core reads their colours as white
 * on white. A visitor sees each one drawn once scrolled to it, so what the visitor reads or sees is checked so.
 */
export async function withWholePageDrawn<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const drawn = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  try {
    return await check()
  } finally {
    await drawn.evaluate((style) => style.parentNode?.removeChild(style))
  }
}
