import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

const debianChromium = '/usr/bin/chromium'

/** Debian's Chromium when present, else Playwright's own; a clear message when there is neither. */
export function browserPath(): string {
  if (existsSync(debianChromium)) return debianChromium
  if (existsSync(chromium.executablePath())) return chromium.executablePath()
  throw new Error("No Chromium: install Debian's package (apt-get install chromium) or run npx playwright install chromium.")
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
