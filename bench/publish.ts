import { performance } from 'node:perf_hooks'
import { settings } from './config'
import { request } from '../tests/harness/http'
import type { Session } from './session'
import { startPublishInstances } from './publishInstances'
import { percentile } from './stats'

export type PublishDelay = { p50: number; p95: number; missed: number; publishes: number }

const SLUG = 'amenagement-combles'
const GIVE_UP_MS = 10_000

type HeroPage = { docs: { id: number; layout: { blockType: string; title?: string }[] }[] }

/** The page's published document, as a visitor's REST read returns it. */
async function readPage(url: string) {
  const response = await request(`${url}/api/pages?where[slug][equals]=${SLUG}&depth=0&limit=1`, { timeoutMs: 10_000 })
  const doc = (JSON.parse(response.body) as HeroPage).docs[0]
  if (!doc) throw new Error(`no published page ${SLUG}`)
  return doc
}

/** Polls the public page every 20 ms until its HTML carries `text`; the time from `since`, or null past the limit. */
async function seenAfter(url: string, text: string, since: number): Promise<number | null> {
  while (performance.now() - since < GIVE_UP_MS) {
    const page = await request(`${url}/${SLUG}`, { timeoutMs: 10_000 })
    if (page.body.includes(text)) return performance.now() - since
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return null
}

/**
 * An editor's publish as the site lives it on several instances: the admin publishes a new hero title
 * through instance A's REST API (hooks included), and a visitor reloads the public page on instance B
 * (another copy of the build, one Redis, startPublishInstances) until it shows it. Time from the publish
 * request to B's first answer carrying the new title; the original title is published again at the end.
 */
export async function measurePublish(session: Session, log: (line: string) => void): Promise<PublishDelay> {
  const instances = await startPublishInstances()
  try {
    return await publishThroughAReadOnB(session, instances, log)
  } finally {
    await instances.stop()
  }
}

async function publishThroughAReadOnB(session: Session, { a, b }: { a: string; b: string }, log: (line: string) => void) {
  const original = await readPage(a)
  const publish = async (title: string) => {
    const layout = original.layout.map((block, index) => (index === 0 ? { ...block, title } : block))
    const response = await request(`${a}/api/pages/${original.id}`, {
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
      const delay = await seenAfter(b, title, since)
      if (delay === null) missed++
      else delays.push(delay)
    }
  } finally {
    await publish(original.layout[0]?.title ?? '')
  }
  log(`publish through A, seen on B: ${delays.length} seen, ${missed} missed`)
  const result: PublishDelay = { p50: percentile(delays, 50), p95: percentile(delays, 95), missed, publishes: settings.publishRuns }
  return result
}
