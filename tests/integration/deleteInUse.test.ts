import { access, unlink } from 'node:fs/promises'
import path from 'node:path'
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { slugs } from '@collections/slugs'
import type { Navigation, Project } from '@/payload-types'
import { getTestPayload } from '../harness/payload'

const rest = { DELETE: REST_DELETE(config), GET: REST_GET(config), PATCH: REST_PATCH(config), POST: REST_POST(config) }
const mediaDir = process.env.MEDIA_DIR!
const password = 'mot-de-passe-de-test-1'

let payload: Payload
let token: string
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

/** One call to Payload's REST API as the admin's browser makes it, signed in as an editor. */
async function call(method: 'DELETE' | 'GET' | 'PATCH' | 'POST', route: string, data?: object) {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (token) headers.set('authorization', `JWT ${token}`)
  const request = new Request(`http://localhost:3000/api/${route}`, { method, headers, body: data ? JSON.stringify(data) : undefined })
  const slug = route.split('?')[0]!.split('/')
  return rest[method](request, { params: Promise.resolve({ slug }) })
}

const errorsOf = async (response: Response) => ((await response.json()) as { errors?: { message: string }[] }).errors ?? []

async function photo(alt: string) {
  const data = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#1c4f39' } })
    .jpeg()
    .toBuffer()
  return payload.create({
    collection: slugs.media,
    data: { alt },
    file: { data, mimetype: 'image/jpeg', name: `usage-${unique()}.jpg`, size: data.length },
    overrideAccess: true,
  })
}

const fileExists = (filename: string) =>
  access(path.join(mediaDir, filename)).then(
    () => true,
    () => false,
  )

beforeAll(async () => {
  payload = await getTestPayload()
  const email = `usage.${unique()}@test.combles-nord.fr`
  await payload.create({ collection: slugs.users, data: { email, password, role: 'editor', name: 'Éditrice' }, overrideAccess: true })
  token = '' // signed out for the sign-in itself
  const signIn = await call('POST', `${slugs.users}/login`, { email, password })
  token = ((await signIn.json()) as { token: string }).token
})

describe('deleting what the site uses', () => {
  it('refuses a photo a project uses, in French and naming the project, and its file stays served', async () => {
    const image = await photo('Combles après travaux')
    const model = (await payload.find({ collection: slugs.projects, limit: 1, depth: 0, overrideAccess: true })).docs[0] as Project
    // A copy of a seeded project: its array rows' ids dropped (each row is new).
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      ...data
    } = JSON.parse(JSON.stringify(model), (key, value) => (key === 'id' ? undefined : value)) as Project
    const title = `Combles à Douai ${unique()}`
    await payload.create({
      collection: slugs.projects,
      data: { ...data, title, slug: `combles-douai-${unique()}`, afterImage: image.id },
      overrideAccess: true,
      draft: false,
    })

    const response = await call('DELETE', `${slugs.media}/${image.id}`)
    expect(response.status).toBe(409)
    expect(await errorsOf(response)).toEqual([
      { message: `Cette image est utilisée par\u00a0: projet «\u00a0${title}\u00a0» (Photo après). Retirez-la d’abord.` },
    ])
    expect(await payload.count({ collection: slugs.media, where: { id: { equals: image.id } }, overrideAccess: true })).toEqual({
      totalDocs: 1,
    })
    expect(await fileExists(image.filename!)).toBe(true)
    expect((await call('GET', `${slugs.media}/file/${image.filename}`)).status).toBe(200)
  })

  it('refuses a photo only a draft not yet published uses, naming the draft; once the draft lets it go, it is deleted', async () => {
    const image = await photo('Combles en travaux')
    const title = `Brouillon photo ${unique()}`
    const page = await payload.create({
      collection: slugs.pages,
      data: { title, slug: `brouillon-photo-${unique()}`, _status: 'published', layout: [{ blockType: 'hero', title }] },
      overrideAccess: true,
      draft: false,
    })
    // The editor puts the photo in the page's draft: the live page does not show it yet.
    await payload.update({
      collection: slugs.pages,
      id: page.id,
      data: { layout: [{ blockType: 'hero', title, image: image.id }], _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })

    const refused = await call('DELETE', `${slugs.media}/${image.id}`)
    expect(refused.status).toBe(409)
    const [message] = await errorsOf(refused)
    expect(message?.message).toMatch(
      new RegExp(
        `^Cette image est utilisée par\u00a0: page \\(brouillon\\) «\u00a0${title}\u00a0» \\(.*Photo\\)\\. Retirez-la d’abord\\.$`,
      ),
    )
    expect((await call('GET', `${slugs.media}/${image.id}`)).status).toBe(200)

    await payload.update({
      collection: slugs.pages,
      id: page.id,
      data: { layout: [{ blockType: 'hero', title }], _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    expect((await call('DELETE', `${slugs.media}/${image.id}`)).status).toBe(200)
  })

  it('refuses a photo a page’s text shows, and a page a text links to, naming the text', async () => {
    const image = await photo('Combles lumineux')
    const title = `Texte illustré ${unique()}`
    type TextNode = { type: string; version: number; [key: string]: unknown }
    const paragraph = (children: TextNode[]): TextNode => ({
      type: 'paragraph',
      version: 1,
      direction: 'ltr',
      format: '',
      indent: 0,
      textFormat: 0,
      children,
    })
    const text = (...nodes: TextNode[]) => ({
      root: { type: 'root', version: 1, direction: 'ltr' as const, format: '' as const, indent: 0, children: nodes },
    })
    const target = await payload.create({
      collection: slugs.pages,
      data: {
        title: `Cible ${unique()}`,
        slug: `cible-${unique()}`,
        _status: 'published',
        layout: [{ blockType: 'hero', title: 'Cible' }],
      },
      overrideAccess: true,
      draft: false,
    })
    const link = {
      type: 'link',
      version: 3,
      direction: 'ltr',
      format: '',
      indent: 0,
      id: 'lien-cible',
      fields: { linkType: 'internal', newTab: false, doc: { relationTo: slugs.pages, value: target.id } },
      children: [{ type: 'text', version: 1, text: 'notre page', format: 0, style: '', mode: 'normal', detail: 0 }],
    }
    await payload.create({
      collection: slugs.pages,
      data: {
        title,
        slug: `texte-illustre-${unique()}`,
        _status: 'published',
        layout: [
          {
            blockType: 'richText',
            content: text(paragraph([link]), {
              type: 'upload',
              version: 3,
              format: '',
              id: 'photo-texte',
              fields: null,
              relationTo: slugs.media,
              value: image.id,
            }),
          },
        ],
      },
      overrideAccess: true,
      draft: false,
    })

    const photoRefused = await call('DELETE', `${slugs.media}/${image.id}`)
    expect(photoRefused.status).toBe(409)
    expect((await errorsOf(photoRefused))[0]?.message).toMatch(
      new RegExp(`^Cette image est utilisée par\u00a0: page «\u00a0${title}\u00a0» \\(.*Contenu\\)\\.`),
    )
    const pageRefused = await call('DELETE', `${slugs.pages}/${target.id}`)
    expect(pageRefused.status).toBe(409)
    expect((await errorsOf(pageRefused))[0]?.message).toMatch(new RegExp(`^Cette page est utilisée par\u00a0: page «\u00a0${title}\u00a0»`))
  })

  it('refuses a project a redirect sends to, in the masculine', async () => {
    const model = (await payload.find({ collection: slugs.projects, limit: 1, depth: 0, overrideAccess: true })).docs[0] as Project
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      ...data
    } = JSON.parse(JSON.stringify(model), (key, value) => (key === 'id' ? undefined : value)) as Project
    const project = await payload.create({
      collection: slugs.projects,
      data: { ...data, title: `Extension à Lille ${unique()}`, slug: `extension-lille-${unique()}` },
      overrideAccess: true,
      draft: false,
    })
    const from = `/ancien-projet-${unique()}`
    await payload.create({
      collection: slugs.redirects,
      data: { from, to: { type: 'reference', reference: { relationTo: slugs.projects, value: project.id } } },
      overrideAccess: true,
    })
    const refused = await call('DELETE', `${slugs.projects}/${project.id}`)
    expect(refused.status).toBe(409)
    expect((await errorsOf(refused))[0]?.message).toBe(
      `Ce projet est utilisé par\u00a0: redirection «\u00a0${from}\u00a0» (Page de destination). Retirez-le d’abord.`,
    )
  })

  it('deletes a photo nothing uses, with its file', async () => {
    const image = await photo('Photo seule')
    expect((await call('DELETE', `${slugs.media}/${image.id}`)).status).toBe(200)
    expect(await fileExists(image.filename!)).toBe(false)
  })

  it('deletes a photo an editor still holds locked: a lock is no use of it', async () => {
    const image = await photo('Photo verrouillée')
    const [editor] = (
      await payload.find({ collection: slugs.users, where: { role: { equals: 'editor' } }, limit: 1, overrideAccess: true })
    ).docs
    await payload.create({
      collection: 'payload-locked-documents',
      data: { document: { relationTo: slugs.media, value: image.id }, user: { relationTo: slugs.users, value: editor!.id } },
      overrideAccess: true,
    })
    const response = await call('DELETE', `${slugs.media}/${image.id}?overrideLock=true`)
    expect(response.status).toBe(200)
    expect(await fileExists(image.filename!)).toBe(false)
  })

  it('refuses a page of the menu and a page a redirect sends to', async () => {
    const menu = (await payload.findGlobal({ slug: slugs.navigation, depth: 0, overrideAccess: true })) as Navigation
    const inMenu = JSON.stringify(menu).match(/"page":(\d+)/)?.[1]
    expect(inMenu).toBeDefined()
    const refused = await call('DELETE', `${slugs.pages}/${inMenu}`)
    expect(refused.status).toBe(409)
    expect((await errorsOf(refused))[0]?.message).toMatch(/^Cette page est utilisée par\u00a0: menu du site \(.*Page\)/)

    const model = (await payload.find({ collection: slugs.pages, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const layout = JSON.parse(JSON.stringify(model.layout), (key, value) => (key === 'id' ? undefined : value)) as typeof model.layout
    const page = await payload.create({
      collection: slugs.pages,
      data: { title: 'Offre de printemps', slug: `offre-${unique()}`, layout },
      overrideAccess: true,
    })
    const from = `/ancienne-offre-${unique()}`
    await payload.create({
      collection: slugs.redirects,
      data: { from, to: { type: 'reference', reference: { relationTo: slugs.pages, value: page.id } } },
      overrideAccess: true,
    })
    const redirected = await call('DELETE', `${slugs.pages}/${page.id}`)
    expect(redirected.status).toBe(409)
    expect((await errorsOf(redirected))[0]?.message).toContain(`«\u00a0${from}\u00a0» (Page de destination)`)
  })
})

describe('the trash and missing files', () => {
  it('answers a photo whose file is missing with a 404 in French, not a 500', async () => {
    const image = await photo('Photo perdue')
    await unlink(path.join(mediaDir, image.filename!))
    const response = await call('GET', `${slugs.media}/file/${image.filename}`)
    expect(response.status).toBe(404)
    expect(await errorsOf(response)).toEqual([{ message: 'Ce fichier est introuvable.' }])
    // The record goes too: the other files of the suite (a backup among them) find every record's file.
    await payload.delete({ collection: slugs.media, id: image.id, overrideAccess: true })
  })

  it('refuses to trash a photo a project uses; an unused one goes to the trash, keeps its file and comes back', async () => {
    const used = await photo('Photo utilisée')
    const model = (await payload.find({ collection: slugs.projects, limit: 1, depth: 0, overrideAccess: true })).docs[0] as Project
    await payload.update({
      collection: slugs.projects,
      id: model.id,
      data: { gallery: [...(model.gallery ?? []), used.id] as number[] },
      overrideAccess: true,
    })
    const refused = await call('PATCH', `${slugs.media}/${used.id}`, { deletedAt: new Date().toISOString() })
    expect(refused.status).toBe(409)
    expect((await errorsOf(refused))[0]?.message).toContain(`projet «\u00a0${model.title}\u00a0» (Galerie)`)

    const alone = await photo('Photo à la corbeille')
    expect((await call('PATCH', `${slugs.media}/${alone.id}`, { deletedAt: new Date().toISOString() })).status).toBe(200)
    expect(await payload.count({ collection: slugs.media, where: { id: { equals: alone.id } }, overrideAccess: true })).toEqual({
      totalDocs: 0,
    })
    expect(await fileExists(alone.filename!)).toBe(true)
    await payload.update({ collection: slugs.media, id: alone.id, data: { deletedAt: null }, trash: true, overrideAccess: true })
    expect(await payload.count({ collection: slugs.media, where: { id: { equals: alone.id } }, overrideAccess: true })).toEqual({
      totalDocs: 1,
    })
  })

  it('purges what has been in the trash for over 30 days, file included, and leaves the rest', async () => {
    const old = await photo('Ancienne photo')
    const recent = await photo('Photo récente')
    const day = 86_400_000
    await payload.update({
      collection: slugs.media,
      id: old.id,
      data: { deletedAt: new Date(Date.now() - 31 * day).toISOString() },
      overrideAccess: true,
    })
    await payload.update({
      collection: slugs.media,
      id: recent.id,
      data: { deletedAt: new Date(Date.now() - 29 * day).toISOString() },
      overrideAccess: true,
    })
    await payload.jobs.queue({ task: 'purgeTrash', input: {} })
    await payload.jobs.run({ queue: 'default' })
    const left = await payload.find({
      collection: slugs.media,
      where: { id: { in: [old.id, recent.id] } },
      trash: true,
      overrideAccess: true,
      depth: 0,
    })
    expect(left.docs.map((doc) => doc.id)).toEqual([recent.id])
    expect(await fileExists(old.filename!)).toBe(false)
  })
})
