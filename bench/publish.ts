import { performance } from 'node:perf_hooks'
import { APP_URL, settings } from './config'
import { request } from '../tests/harness/http'
import type { Session } from './session'
import { percentile } from './stats'

export type PublishDelay = { p50: number; p95: number; missed: number; publishes: number }

const SLUG = 'amenagement-combles'
const GIVE_UP_MS = 10_000

type HeroPage = { docs: { id: number; layout: { blockType: string; title?: string }[] }[] }

/** The page's published document, as a visitor's REST read returns it. */
async function readPage() {
  const response = await request(`${APP_URL}/api/pages?where[slug][equals]=${SLUG}&depth=0&limit=1`, { timeoutMs: 10_000 })
  const doc = (JSON.parse(response.body) as HeroPage).docs[0]
  if (!doc) throw new Error(`no published page ${SLUG}`)
  return doc
}

/** Polls the public page every 20 ms until its HTML carries `text`; the time from `since`, or null past the limit. */
async function seenAfter(text: string, since: number): Promise<number | null> {
  while (performance.now() - since < GIVE_UP_MS) {
    const page = await request(`${APP_URL}/${SLUG}`, { timeoutMs: 10_000 })
    if (page.body.includes(text)) return performance.now() - since
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return null
}

/**
 * An editor's publish as the site lives it: the admin publishes a new hero title through the REST API
 * (hooks included), and a visitor reloads the public page until it shows it. Time from the publish request
 * to the first public answer carrying the new title; the original title is published again at the end.
 */
export async function measurePublish(session: Session, log: (line: string) => void): Promise<PublishDelay> {
  const original = await readPage()
  const publish = async (title: string) => {
    const layout = original.layout.map((block, index) => (index === 0 ? { ...block, title } : block))
    const response = await request(`${APP_URL}/api/pages/${original.id}`, {
      method: 'PATCH',
      headers: { ...session, 'content-type': 'application/json' },
      body: JSON.stringify({ layout, _status: 'published' }),
      timeoutMs: 30_000,
    })
    if (response.status !== 200) throw new Error(`publish refused (${response.status}): ${response.body.slice(0, 200)}`)
  }
  const delays: number[] = []
  let missed = 0
  try {
    for (let run = 1; run <= settings.publishRuns; run++) {
      const title = `Combles aménagés, version ${run} (${Date.now()})`
      const since = performance.now()
      await publish(title)
      const delay = await seenAfter(title, since)
      if (delay === null) missed++
      else delays.push(delay)
    }
  } finally {
    await publish(original.layout[0]?.title ?? '')
  }
  log(`publish: ${delays.length} seen, ${missed} missed`)
  return { p50: percentile(delays, 50), p95: percentile(delays, 95), missed, publishes: settings.publishRuns }
}
