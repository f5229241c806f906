import { APP_URL, FLOOR_PAGE_URL, settings } from './config'
import { request, waitUntilAnswers } from '../tests/harness/http'
import { measureLighthouse, type PageScores, type PageToAudit } from './lighthouse'
import { measurePageWeights, type PageWeight } from './pageWeight'

export type PageResults = { floor: PageWeight; weights: PageWeight[]; lighthouse: PageScores[]; throttled: PageScores[] }

/** The first seeded project's page, standing for every project page. */
export async function firstProjectPath(): Promise<string> {
  const response = await request(`${APP_URL}/api/projects?limit=1&depth=0&sort=id`)
  const slug = (JSON.parse(response.body) as { docs: { slug: string }[] }).docs[0]?.slug
  if (!slug) throw new Error('no project to measure')
  return `/projet/${slug}`
}

/**
 * First-load JS and HTML of the framework floor page and every public route, then Lighthouse on the floor (as text,
 * and with a photo as its largest paint), four content pages and four form pages; then the floor page and the
 * content pages again on a load the browser throttles, where their largest paints compare without the simulation.
 */
export async function measurePages(log: (line: string) => void): Promise<PageResults> {
  const projectPath = await firstProjectPath()
  log('pages: first-load JS and HTML of the floor page and every public route')
  const { floor, routes } = await measurePageWeights(projectPath)
  if (settings.baselineUrl) {
    log(`pages: waiting for the baseline server at ${settings.baselineUrl}`)
    // It may still be building: a baseline is made like the e2e server, a build then a start.
    await waitUntilAnswers(`${settings.baselineUrl}/`, 20 * 60_000)
  }
  const floorPage: PageToAudit = { page: 'framework floor', path: '/', origin: FLOOR_PAGE_URL, kind: 'floor' }
  const contentPages: PageToAudit[] = [
    { page: 'home', path: '/', kind: 'content' },
    { page: 'gallery', path: '/plans-et-inspirations', kind: 'content' },
    { page: 'project', path: projectPath, kind: 'content' },
    { page: 'about', path: '/qui-sommes-nous', kind: 'content' },
  ]
  log(`pages: Lighthouse mobile, ${settings.lighthouseRuns} run(s) per page`)
  const lighthouse = await measureLighthouse(
    [
      floorPage,
      { page: 'framework floor with a photo', path: '/photo', origin: FLOOR_PAGE_URL, kind: 'floor' },
      ...contentPages,
      { page: 'free study', path: '/etude-gratuite', kind: 'form' },
      { page: 'contact', path: '/contact', kind: 'form' },
      { page: 'aid eligibility', path: '/aides-eligibilite', kind: 'form' },
      { page: 'feasibility', path: '/faisabilite', kind: 'form' },
    ],
    { runs: settings.lighthouseRuns, log, baselineUrl: settings.baselineUrl },
  )
  log(`pages: Lighthouse mobile on a load throttled by the browser, ${settings.throttledRuns} run(s) per page`)
  const throttled = await measureLighthouse([floorPage, ...contentPages], { runs: settings.throttledRuns, log, throttling: 'devtools' })
  return { floor, weights: routes, lighthouse, throttled }
}
