import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import { createStaff } from '../harness/actors'
import { getTestPayload } from '../harness/payload'
import type { User } from '@/payload-types'

/*
 * Two editors open one document; each form carries the `updatedAt` it was loaded with. The first save goes
 * through; the second, based on the version the first replaced, is refused in French instead of wiping it.
 */

let payload: Payload
let editor: User
let otherEditor: User

/** What Payload's admin answers when a save throws: the status and the message shown in the toast. */
const refusal = (save: Promise<unknown>) =>
  save.then(
    () => null,
    (error: { status?: number; message?: string }) => ({ status: error.status, message: error.message }),
  )

const staleMessage = /modifié par quelqu’un d’autre/

beforeAll(async () => {
  payload = await getTestPayload()
  const staff = await createStaff(payload)
  editor = staff.editor!
  otherEditor = { ...staff.admin!, role: 'admin' } as User
})

describe('a save based on an older version', () => {
  it('is refused on a page’s autosaved draft, and the first editor’s words stay', async () => {
    const page = await payload.create({
      collection: slugs.pages,
      data: {
        title: 'Page à deux mains',
        slug: `deux-mains-${Date.now()}`,
        _status: 'published',
        layout: [{ blockType: 'hero', title: 'Deux mains', intro: 'Texte commun.' }],
      },
      overrideAccess: true,
    })
    const loaded = page.updatedAt
    const asEditor = { collection: slugs.pages, id: page.id, overrideAccess: false, draft: true, autosave: true } as const

    const first = await payload.update({ ...asEditor, user: editor, data: { title: 'Titre de Claire', updatedAt: loaded } })
    // The same editor's next autosave carries the time of their own last save: it goes through.
    const again = await payload.update({ ...asEditor, user: editor, data: { title: 'Titre de Claire, relu', updatedAt: first.updatedAt } })
    expect(again.title).toBe('Titre de Claire, relu')

    const refused = await refusal(payload.update({ ...asEditor, user: otherEditor, data: { title: 'Titre de Marc', updatedAt: loaded } }))
    expect(refused?.status).toBe(409)
    expect(refused?.message).toMatch(staleMessage)
    const latest = await payload.findByID({ collection: slugs.pages, id: page.id, draft: true, overrideAccess: true })
    expect(latest.title).toBe('Titre de Claire, relu')

    // Publishing an old form is refused too.
    const publish = await refusal(
      payload.update({ ...asEditor, draft: false, autosave: false, user: otherEditor, data: { _status: 'published', updatedAt: loaded } }),
    )
    expect(publish?.status).toBe(409)
    // Reloaded, the other editor saves on top of the latest version.
    const reloaded = await payload.update({ ...asEditor, user: otherEditor, data: { title: 'Titre de Marc', updatedAt: latest.updatedAt } })
    expect(reloaded.title).toBe('Titre de Marc')
    await payload.delete({ collection: slugs.pages, id: page.id, overrideAccess: true })
  })

  it('is refused on a project and on the site settings', async () => {
    const [project] = (await payload.find({ collection: slugs.projects, limit: 1, depth: 0, overrideAccess: true })).docs
    if (!project) throw new Error('no project')
    const saved = await payload.update({
      collection: slugs.projects,
      id: project.id,
      data: { description: `${project.description} `, updatedAt: project.updatedAt },
      overrideAccess: false,
      user: editor,
    })
    const refused = await refusal(
      payload.update({
        collection: slugs.projects,
        id: project.id,
        data: { description: 'Écrasé', updatedAt: project.updatedAt },
        overrideAccess: false,
        user: otherEditor,
      }),
    )
    expect(refused?.status).toBe(409)
    expect(refused?.message).toMatch(staleMessage)
    await payload.update({ collection: slugs.projects, id: project.id, data: { description: project.description }, overrideAccess: true })
    expect(saved.updatedAt > project.updatedAt).toBe(true)

    const settings = await payload.findGlobal({ slug: slugs.siteSettings, overrideAccess: true })
    await payload.updateGlobal({
      slug: slugs.siteSettings,
      data: { tagline: settings.tagline, updatedAt: settings.updatedAt },
      user: editor,
      overrideAccess: false,
    })
    const global = await refusal(
      payload.updateGlobal({
        slug: slugs.siteSettings,
        data: { tagline: 'Écrasé', updatedAt: settings.updatedAt },
        user: otherEditor,
        overrideAccess: false,
      }),
    )
    expect(global?.status).toBe(409)
  })

  it('leaves saves without a loaded version alone (the API, jobs, the seed)', async () => {
    const [project] = (await payload.find({ collection: slugs.projects, limit: 1, depth: 0, overrideAccess: true })).docs
    if (!project) throw new Error('no project')
    const saved = await payload.update({
      collection: slugs.projects,
      id: project.id,
      data: { title: project.title },
      overrideAccess: false,
      user: editor,
    })
    expect(saved.title).toBe(project.title)
  })
})
