import { createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { CACHE_TAGS_CHANNEL } from '@/cache/cacheTagsChannel'
import { everyCacheTag } from '@/cache/everyCacheTag'
import { listenForCacheTags } from '@/cache/listenForCacheTags'
import { getTestPayload } from '../harness/payload'

/*
 * A change to the content names the cache tags it clears on the database's channel, once committed, wherever
 * it is made (here the Local API and the job runner, outside any Next request); each app server clears them
 * in its cache, trying again after a failure.
 */

let payload: Payload
let listener: pg.Client
const announced: string[][] = []

beforeAll(async () => {
  payload = await getTestPayload()
  listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await listener.connect()
  listener.on('notification', ({ payload: tags }) => announced.push(JSON.parse(tags ?? '[]') as string[]))
  await listener.query(`listen ${CACHE_TAGS_CHANNEL}`)
})

afterAll(async () => {
  await listener.end()
})

const hero = [{ blockType: 'hero' as const, title: 'Annonce des étiquettes' }]
const draftPage = (slug: string) =>
  payload.create({
    collection: slugs.pages,
    data: { title: slug, slug, layout: hero, _status: 'draft' },
    draft: true,
    overrideAccess: true,
  })

/** Waits for an announcement naming the tags. */
async function expectAnnounced(tags: string[]) {
  await expect.poll(() => announced, { timeout: 5000 }).toContainEqual(expect.arrayContaining(tags))
}

describe('cache tags announced by a change', () => {
  it('a page published through the Local API, outside any request, announces its tags', async () => {
    const page = await draftPage(`annonce-${Date.now()}`)
    await payload.update({ collection: slugs.pages, id: page.id, data: { _status: 'published' }, overrideAccess: true })
    await expectAnnounced(['pages', `pages:${page.slug}`])
  })

  it('a scheduled publication run by the job queue announces the page’s tags', async () => {
    const page = await draftPage(`programmee-${Date.now()}`)
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: slugs.pages, value: page.id } },
      waitUntil: new Date(Date.now() - 1000),
    })
    // This job itself: other files leave e-mail jobs in the same queue.
    await payload.jobs.runByID({ id: job.id })
    expect((await payload.findByID({ collection: slugs.pages, id: page.id, overrideAccess: true }))._status).toBe('published')
    await expectAnnounced([`pages:${page.slug}`])
  })

  it('a change rolled back announces nothing', async () => {
    const page = await draftPage(`annulee-${Date.now()}`)
    const req = await createLocalReq({}, payload)
    await initTransaction(req)
    await payload.update({ collection: slugs.pages, id: page.id, data: { _status: 'published' }, overrideAccess: true, req })
    await killTransaction(req)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(announced.flat()).not.toContain(`pages:${page.slug}`)
  })
})

describe('an app server clearing announced tags', () => {
  it('clears them, and after a failure logs an error and tries again; while the server cannot yet, tries again', async () => {
    const cleared: string[][] = []
    let failures = 1
    let notYet = 1
    const clearTags = async (tags: readonly string[]) => {
      if (notYet-- > 0) return false
      if (failures-- > 0) throw new Error('cache handler unavailable')
      cleared.push([...tags])
      return true
    }
    const errors: string[] = []
    const stop = listenForCacheTags(process.env.DATABASE_URL!, { info: () => undefined, error: (line) => errors.push(line) }, { clearTags })
    try {
      // Time for the listener to connect and LISTEN.
      await new Promise((resolve) => setTimeout(resolve, 1000))
      const page = await draftPage(`ecoute-${Date.now()}`)
      await payload.update({ collection: slugs.pages, id: page.id, data: { _status: 'published' }, overrideAccess: true })
      await expect.poll(() => cleared, { timeout: 5000 }).toContainEqual(expect.arrayContaining([`pages:${page.slug}`]))
      expect(errors).toEqual([expect.stringMatching(new RegExp(`Could not clear the cache tags .*pages:${page.slug}.*retrying`))])
    } finally {
      await stop()
    }
  })

  it('after its connection drops, reconnects, clears every tag (announcements were lost meanwhile) and hears the next ones', async () => {
    const cleared: string[][] = []
    const clearTags = async (tags: readonly string[]) => Boolean(cleared.push([...tags]))
    const errors: string[] = []
    const stop = listenForCacheTags(process.env.DATABASE_URL!, { info: () => undefined, error: (line) => errors.push(line) }, { clearTags })
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      // Only the app server's connection is cut: the test's own has just run another statement.
      const { rowCount } = await listener.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen ${CACHE_TAGS_CHANNEL}' and pid <> pg_backend_pid()`,
      )
      expect(rowCount).toBe(1)
      await expect.poll(() => cleared, { timeout: 5000 }).toContainEqual(expect.arrayContaining([...everyCacheTag]))
      expect(errors).toEqual([expect.stringMatching(/^Lost the cache_tags channel, reconnecting in 1 s/)])

      const page = await draftPage(`reconnexion-${Date.now()}`)
      await payload.update({ collection: slugs.pages, id: page.id, data: { _status: 'published' }, overrideAccess: true })
      await expect.poll(() => cleared, { timeout: 5000 }).toContainEqual(expect.arrayContaining([`pages:${page.slug}`]))
    } finally {
      await stop()
    }
  })

  it('clears each announcement once more a little later, discarding a page rendered from the content as it was', async () => {
    const cleared: { tags: readonly string[]; at: number }[] = []
    const clearTags = async (tags: readonly string[]) => Boolean(cleared.push({ tags, at: Date.now() }))
    const stop = listenForCacheTags(
      process.env.DATABASE_URL!,
      { info: () => undefined, error: () => undefined },
      { clearAgainAfterMs: 1_500, clearTags },
    )
    try {
      await new Promise((resolve) => setTimeout(resolve, 1000))
      const page = await draftPage(`deux-fois-${Date.now()}`)
      await payload.update({ collection: slugs.pages, id: page.id, data: { _status: 'published' }, overrideAccess: true })
      const clearsOfPage = () => cleared.filter(({ tags }) => tags.includes(`pages:${page.slug}`))
      await expect.poll(() => clearsOfPage().length, { timeout: 5000 }).toBe(2)
      const [first, second] = clearsOfPage()
      expect(second!.at - first!.at).toBeGreaterThanOrEqual(1_400)
    } finally {
      await stop()
    }
  })
})
