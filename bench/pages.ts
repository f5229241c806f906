import { APP_URL, settings } from './config'
import { request, waitUntilAnswers } from '../tests/harness/http'
import { measureLighthouse, type PageScores } from './lighthouse'
import { measurePageWeights, type PageWeight } from './pageWeight'

export type PageResults = { weights: PageWeight[]; lighthouse: PageScores[] }

/** The first seeded project's page, standing for every project page. */
export async function firstProjectPath(): Promise<string> {
  const response = await request(`${APP_URL}/api/projects?limit=1&depth=0&sort=id`)
  const slug = (JSON.parse(response.body) as { docs: { slug: string }[] }).docs[0]?.slug
  if (!slug) throw new Error('no project to measure')
  return `/projet/${slug}`
}

/** First-load JS of every public route, then Lighthouse on the pages the issue names. */
export async function measurePages(log: (line: string) => void): Promise<PageResults> {
  const projectPath = await firstProjectPath()
  log('pages: first-load JS of every public route')
  const weights = await measurePageWeights(projectPath)
  if (settings.baselineUrl) {
    log(`pages: waiting for the baseline server at ${settings.baselineUrl}`)
    // It may still be building: a baseline is made like the e2e server, a build then a start.
    await waitUntilAnswers(`${settings.baselineUrl}/`, 20 * 60_000)
  }
  log(`pages: Lighthouse mobile, ${settings.lighthouseRuns} run(s) per page`)
  const lighthouse = await measureLighthouse(
    [
      { page: 'home', path: '/' },
      { page: 'gallery', path: '/plans-et-inspirations' },
      { page: 'project', path: projectPath },
      { page: 'about', path: '/qui-sommes-nous' },
    ],
    settings.lighthouseRuns,
    log,
    settings.baselineUrl,
  )
  return { weights, lighthouse }
}
