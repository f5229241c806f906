import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { pinnedThenOrdered } from '@/data/listOrder'
import { getTestPayload } from '../harness/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const readAsVisitor = async (collection: typeof slugs.projects | typeof slugs.testimonials) =>
  (await payload.find({ collection, sort: pinnedThenOrdered, limit: 100, depth: 0, overrideAccess: false })).docs.map((doc) => doc.id)

describe('the order editors choose', () => {
  it('keeps the seeded order, then puts a new testimonial first, where "the latest" lists find it', async () => {
    const before = await readAsVisitor(slugs.testimonials)
    // The seeded ones (the oldest) keep their order among themselves, whatever other tests added since.
    const oldest = [...before].sort((a, b) => a - b).slice(0, 3)
    expect(before.filter((id) => oldest.includes(id))).toEqual(oldest)
    const created = await payload.create({
      collection: slugs.testimonials,
      data: {
        kind: 'reusable',
        text: 'Une extension bois livrée en cinq semaines.',
        author: 'Claire M.',
        rating: 5,
        services: ['extension'],
      },
      overrideAccess: true,
    })
    expect((await readAsVisitor(slugs.testimonials))[0]).toBe(created.id)
  })

  it('shows a pinned project before the others, whatever its place in the dragged order', async () => {
    const [first, , third] = await readAsVisitor(slugs.projects)
    expect(third).toBeDefined()
    await payload.update({ collection: slugs.projects, id: third!, data: { pinned: true }, overrideAccess: true })
    const after = await readAsVisitor(slugs.projects)
    expect(after.slice(0, 2)).toEqual([third, first])
    await payload.update({ collection: slugs.projects, id: third!, data: { pinned: false }, overrideAccess: true })
  })
})

describe('a project’s address', () => {
  it('is the editor’s when typed, and its old address redirects to the project', async () => {
    const project = await payload.findByID({ collection: slugs.projects, id: 2, depth: 0, overrideAccess: true })
    const oldSlug = project.slug
    const moved = await payload.update({
      collection: slugs.projects,
      id: 2,
      data: { slug: 'extension-bois-lumineuse' },
      overrideAccess: true,
    })
    expect(moved.slug).toBe('extension-bois-lumineuse')
    const { docs } = await payload.find({
      collection: slugs.redirects,
      where: { from: { equals: `/projet/${oldSlug}` } },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs[0]?.to).toMatchObject({ type: 'reference', reference: { relationTo: slugs.projects, value: 2 } })
  })

  it('refuses an address that is not lower-case words and dashes', async () => {
    await expect(
      payload.update({ collection: slugs.projects, id: 3, data: { slug: 'Extension Bois' }, overrideAccess: true }),
    ).rejects.toThrow(/Adresse/)
  })

  it('refuses the project 404 page’s own address, which would hide the project behind that page', async () => {
    const refused = payload.update({ collection: slugs.projects, id: 3, data: { slug: 'introuvable' }, overrideAccess: true })
    await expect(refused).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ path: 'slug', message: expect.stringContaining('réservée') })] },
    })
  })

  it('accepts a gallery of 1 photo and refuses 13', async () => {
    const project = await payload.findByID({ collection: slugs.projects, id: 4, depth: 0, overrideAccess: true })
    const photo = (project.gallery ?? [])[0] as number
    const one = await payload.update({ collection: slugs.projects, id: 4, data: { gallery: [photo] }, overrideAccess: true })
    expect(one.gallery).toHaveLength(1)
    await expect(
      payload.update({ collection: slugs.projects, id: 4, data: { gallery: Array(13).fill(photo) }, overrideAccess: true }),
    ).rejects.toThrow()
  })
})
