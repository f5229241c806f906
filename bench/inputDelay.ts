import { chromium } from '@playwright/test'
import { browserFlags, browserPath } from '../e2e/browser'
import { fillContact, formReady, freeStudyAtticAnswers, next } from '../e2e/forms-helpers'
import { APP_URL } from './config'
import { percentile } from './stats'

export type InputDelay = { keystrokes: number; p50: number; p95: number; max: number; cpuSlowdown: number }

const cpuSlowdown = 4
// Event timing reports only interactions of 16 ms or more: the others count as 16 ms, an upper bound.
const reportedFromMs = 16
const typed = {
  name: 'Camille Roux-Lefèvre',
  message: 'Charpente fermette à vérifier, velux côté jardin, disponible le samedi matin.',
}

/**
 * What a visitor on a slow phone feels while typing in the free study: Chromium with its CPU slowed
 * 4x (DevTools protocol), the wizard taken to its contact step, then a name and a message typed key by
 * key. Each keystroke's delay is its interaction's duration as Event Timing gives it (the measure INP
 * uses: from the key press to the next paint).
 */
export async function measureInputDelay(log: (line: string) => void): Promise<InputDelay> {
  const browser = await chromium.launch({ executablePath: browserPath(), args: browserFlags })
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(`${APP_URL}/etude-gratuite`)
    await formReady(page)
    await freeStudyAtticAnswers(page)
    await page.getByLabel('60 000 € - 80 000 €').check()
    await page.getByLabel('Dans les 6 mois').check()
    await next(page).click()
    await fillContact(page, { name: '', email: 'camille.roux@example.fr', phone: '06 98 76 54 32' })

    await page.evaluate((threshold) => {
      const durations = new Map<number, number>()
      Object.assign(window, { __interactionDurations: durations })
      new PerformanceObserver((list) => {
        // interactionId: Event Timing's, not yet in TypeScript's DOM types.
        for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
          if (entry.interactionId) durations.set(entry.interactionId, Math.max(durations.get(entry.interactionId) ?? 0, entry.duration))
        }
      }).observe({ type: 'event', durationThreshold: threshold, buffered: false } as PerformanceObserverInit)
    }, reportedFromMs)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    log(`input delay: typing ${typed.name.length + typed.message.length} keys in the free study, CPU ${cpuSlowdown}x slower`)
    await page.getByLabel('Nom complet').click()
    await page.keyboard.type(typed.name, { delay: 80 })
    await page.getByLabel(/Précisions sur votre projet/).click()
    await page.keyboard.type(typed.message, { delay: 80 })
    // Let the last paints land before reading.
    await page.waitForTimeout(1000)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const reported = await page.evaluate(() => [
      ...(window as unknown as { __interactionDurations: Map<number, number> }).__interactionDurations.values(),
    ])

    const keystrokes = typed.name.length + typed.message.length
    // Two clicks are interactions too: the keystrokes are the rest. Unreported ones were under the threshold.
    const durations = [...reported, ...Array<number>(Math.max(0, keystrokes + 2 - reported.length)).fill(reportedFromMs)].sort(
      (a, b) => a - b,
    )
    return { keystrokes, p50: percentile(durations, 50), p95: percentile(durations, 95), max: durations.at(-1) ?? 0, cpuSlowdown }
  } finally {
    await browser.close()
  }
}
