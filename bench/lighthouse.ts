import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { browserFlags, browserPath } from '../e2e/browser'
import { APP_URL } from './config'
import { median } from './stats'

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof categories)[number]
export type PageScores = { page: string; path: string; scores: Record<Category, number>; runs: number }

/**
 * Lighthouse's default (mobile) audit of each page, `runs` times, in one headless Chromium; the
 * median score of each category, out of 100.
 */
export async function measureLighthouse(
  pages: { page: string; path: string }[],
  runs: number,
  log: (line: string) => void,
): Promise<PageScores[]> {
  const chrome = await launch({ chromePath: browserPath(), chromeFlags: ['--headless=new', ...browserFlags] })
  try {
    const results: PageScores[] = []
    for (const { page, path } of pages) {
      const perRun: Record<Category, number>[] = []
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${APP_URL}${path}`, { port: chrome.port, logLevel: 'error', onlyCategories: [...categories] })
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`)
        const { runtimeError, categories: scored } = result.lhr
        if (runtimeError) throw new Error(`Lighthouse on ${path}: ${runtimeError.message}`)
        perRun.push(
          Object.fromEntries(categories.map((name) => [name, Math.round((scored[name]?.score ?? 0) * 100)])) as Record<Category, number>,
        )
      }
      const scores = Object.fromEntries(categories.map((name) => [name, median(perRun.map((run) => run[name]))])) as Record<
        Category,
        number
      >
      log(`  lighthouse ${path}: ${categories.map((name) => `${name} ${scores[name]}`).join(', ')}`)
      results.push({ page, path, scores, runs })
    }
    return results
  } finally {
    await chrome.kill()
  }
}
