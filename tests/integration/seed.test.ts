import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { projectSlug } from '@/rules/projectSlug'
import { seed } from '@/seed'
import { projects as projectSeeds } from '@/seed/data/projects'
import { timelineTypes } from '@/rules/timeline'
import { getTestPayload } from '../harness/payload'

let payload: Payload

const count = async (collection: Parameters<Payload['count']>[0]['collection'], where = {}) =>
  (await payload.count({ collection, where, overrideAccess: true })).totalDocs

async function contentCounts() {
  return {
    projects: await count(slugs.projects),
    shortTestimonials: await count(slugs.testimonials, { kind: { equals: 'short' } }),
    reusableTestimonials: await count(slugs.testimonials, { kind: { equals: 'reusable' } }),
    videos: await count(slugs.videos),
    timeline: await count(slugs.timelineEntries),
    media: await count(slugs.media),
  }
}

beforeAll(async () => {
  // Starting Payload on the fresh test database migrates it and seeds it (bootstrap).
  payload = await getTestPayload()
})

describe('seed', () => {
  it('loads 11 projects with ids 1 to 11, in order, whose slugs follow the slug rule', async () => {
    const { docs } = await payload.find({
      collection: slugs.projects,
      where: { id: { less_than_equal: 11 } },
      sort: 'id',
      limit: 11,
      overrideAccess: true,
    })
    expect(docs.map((doc) => doc.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
    docs.forEach((doc, index) => {
      expect(doc.title).toBe(projectSeeds[index]!.title)
      expect(doc.slug).toBe(projectSlug(doc.location, doc.surface))
      expect(doc.slug).toMatch(/^amenagement-combles-[a-z0-9-]+-\d+m2$/)
      expect(doc.gallery).toHaveLength(4)
    })
  })

  it('keeps the figures of the specification: surfaces, budgets, durations', async () => {
    const { docs } = await payload.find({
      collection: slugs.projects,
      where: { id: { less_than_equal: 11 } },
      sort: 'id',
      limit: 11,
      overrideAccess: true,
    })
    const surfaces = docs.map((doc) => doc.surface)
    expect(Math.min(...surfaces)).toBe(42)
    expect(Math.max(...surfaces)).toBe(85)
    const budgets = docs.map((doc) => Number(doc.specifications.budget.replace(/\D/g, '')))
    expect(Math.min(...budgets)).toBe(36000)
    expect(Math.max(...budgets)).toBe(86200)
    const days = docs.map((doc) => Number.parseInt(doc.duration, 10))
    expect(Math.min(...days)).toBe(14)
    expect(Math.max(...days)).toBe(60)
    expect(new Set(docs.map((doc) => doc.type))).toEqual(new Set(['bedroom', 'office', 'bathroom', 'living']))
    for (const doc of docs) expect(doc.location).toMatch(/^[^()]+ \(\d{2}\)$/)
  })

  it('loads the timeline from 1949 to 2025 covering all nine types, one entry with a gallery', async () => {
    const { docs } = await payload.find({ collection: slugs.timelineEntries, sort: 'year', limit: 100, overrideAccess: true })
    expect(docs[0]?.year).toBe(1949)
    expect(docs.at(-1)?.year).toBe(2025)
    expect(new Set(docs.map((doc) => doc.type))).toEqual(new Set(timelineTypes))
    expect(docs.filter((doc) => (doc.gallery?.length ?? 0) > 0).length).toBeGreaterThanOrEqual(1)
  })

  it('fills the site settings with a Normandy address, three agencies and the figures', async () => {
    const settings = await payload.findGlobal({ slug: slugs.siteSettings, overrideAccess: true })
    expect(settings.companyName).toBeTruthy()
    expect(settings.address.postalCode).toMatch(/^(14|27|50|61|76)\d{3}$/)
    expect(settings.agencies).toHaveLength(3)
    expect(settings.figures.googleRating).toBe('4,8/5')
    expect(settings.figures.projectsDone).toBe('500+')
    expect(settings.figures.foundingYear).toBe(1949)
    expect(settings.figures.serviceArea?.map((area) => area.region)).toEqual(['Normandie', 'Hauts-de-France', 'Île-de-France'])
  })

  it('gives the same counts when run twice (11 / 12 / 6 / timeline)', async () => {
    const first = await contentCounts()
    expect(first.shortTestimonials).toBeGreaterThanOrEqual(12)
    await seed(payload)
    const second = await contentCounts()
    expect(second).toEqual(first)
    const seeded = await payload.count({
      collection: slugs.projects,
      where: { slug: { in: projectSeeds.map((p) => projectSlug(p.location, p.surface)) } },
      overrideAccess: true,
    })
    expect(seeded.totalDocs).toBe(11)
    expect(await count(slugs.videos, { videoId: { exists: true } })).toBeGreaterThanOrEqual(6)
  })
})
