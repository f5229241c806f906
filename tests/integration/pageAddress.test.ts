import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { getTestPayload } from '../harness/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

const page = (slug: string, title: string) => ({
  title,
  slug,
  layout: [{ blockType: 'hero' as const, title, intro: 'Une offre de saison.' }],
})

describe('a page’s address', () => {
  it('is refused in French when another page, even a draft, holds it', async () => {
    await payload.create({ collection: slugs.pages, data: page('offre-automne', 'Offre d’automne'), draft: true, overrideAccess: true })
    const refusal = await payload
      .create({ collection: slugs.pages, data: page('offre-automne', 'Autre offre'), draft: true, overrideAccess: true })
      .then(
        () => null,
        (error: { data?: { errors?: { path: string; message: string }[] } }) => error.data?.errors ?? [],
      )
    expect(refusal).toEqual([
      { path: 'slug', label: 'Adresse', message: 'Cette adresse est déjà celle de la page « Offre d’automne » : choisissez-en une autre.' },
    ])
    const { totalDocs } = await payload.count({
      collection: slugs.pages,
      where: { slug: { equals: 'offre-automne' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })

  it('stays the page’s own when the page is saved again', async () => {
    const { docs } = await payload.find({
      collection: slugs.pages,
      where: { slug: { equals: 'offre-automne' } },
      draft: true,
      overrideAccess: true,
    })
    const saved = await payload.update({
      collection: slugs.pages,
      id: docs[0]!.id,
      data: { title: 'Offre d’automne 2026' },
      draft: true,
      overrideAccess: true,
    })
    expect(saved.slug).toBe('offre-automne')
  })

  it('leaves nothing behind for a draft without a title or an address', async () => {
    const before = await payload.count({ collection: slugs.pages, overrideAccess: true })
    await expect(
      payload.create({ collection: slugs.pages, data: { layout: [] } as never, draft: true, overrideAccess: true }),
    ).rejects.toThrow()
    expect((await payload.count({ collection: slugs.pages, overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })
})
