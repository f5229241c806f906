import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { getTestPayload } from '../harness/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

// Each test's own video: the identifier is unique.
let counter = 0
const id = () => `adr${Date.now().toString(36).slice(-5)}${String(++counter).padStart(3, '0')}`

describe('a video’s YouTube address', () => {
  it('keeps the identifier of the address an editor pastes', async () => {
    const videoId = id()
    const created = await payload.create({
      collection: slugs.videos,
      data: { title: 'Visite de chantier', videoId: `https://www.youtube.com/watch?v=${videoId}&t=42s`, duration: '4:12' },
      context: { seeding: true },
      overrideAccess: true,
    })
    expect(created.videoId).toBe(videoId)
    const updated = await payload.update({
      collection: slugs.videos,
      id: created.id,
      data: { videoId: `https://youtu.be/${videoId}?si=partage` },
      context: { seeding: true },
      overrideAccess: true,
    })
    expect(updated.videoId).toBe(videoId)
  })

  it('refuses, in French, a text that names no YouTube video', async () => {
    await expect(
      payload.create({
        collection: slugs.videos,
        data: { title: 'Ailleurs', videoId: 'https://vimeo.com/12345678901', duration: '4:12' },
        context: { seeding: true },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/Vidéo YouTube/)
  })
})
