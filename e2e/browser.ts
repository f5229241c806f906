import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const debianChromium = '/usr/bin/chromium'

/**
 * Debian's Chromium when present, else Playwright's own. Without either, a clear line, and no failure
 * here: tools that only read the config (the lint's dead-code check) need no browser.
 */
export function browserPath(): string {
  if (existsSync(debianChromium)) return debianChromium
  const own = chromium.executablePath()
  if (!existsSync(own))
    process.stderr.write("No Chromium: install Debian's package (apt-get install chromium) or run npx playwright install chromium.\n")
  return own
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
