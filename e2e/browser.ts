import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const debianChromium = '/usr/bin/chromium'
const debianHeadlessShell = '/usr/bin/chromium-headless-shell'

/**
 * Debian's Chromium when present, else Playwright's own: the bench's browser (Lighthouse, page weight, input
 * delay), as visitors run it. Without either, a clear line, and no failure here: tools that only read the
 * config (the lint's dead-code check) need no browser.
 */
export function browserPath(): string {
  if (existsSync(debianChromium)) return debianChromium
  const own = chromium.executablePath()
  if (!existsSync(own))
    process.stderr.write("No Chromium: install Debian's package (apt-get install chromium) or run npx playwright install chromium.\n")
  return own
}

/**
 * The tests' browser: Debian's build of Chromium's headless shell when present (apt-get install
 * chromium-headless-shell), the same engine without a browser window to draw, which is what Playwright runs
 * headless by default; else the browser above. On two cores it spent a third of the full browser's CPU for
 * the same page visits (12.9 s against 39 to 45 s for 24 visits), and the browser is most of npm test's time.
 */
export function testBrowserPath(): string {
  return existsSync(debianHeadlessShell) ? debianHeadlessShell : browserPath()
}

/** For a machine without a display or internet access: nothing may wait on the network. */
export const browserFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
