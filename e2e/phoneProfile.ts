import type { Page } from '@playwright/test'

/** The phone a visitor on the move has: CPU slowed 4×, 1.6 Mbit/s down, 750 kbit/s up, 150 ms of latency. */
export async function phoneProfile(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
}
