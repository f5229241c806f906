import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Fails with the list of axe-core violations (WCAG 2.1 A and AA) found on the page or inside `include`. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // axe reads a part the browser has not drawn yet (DeferredRender) at its stand-in height, and its text on
  // the wrong background: the scan waits until the page has drawn every part, as it does once loaded.
  await expect(page.locator('[data-deferred-render]')).toHaveCount(0)
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([])
}
